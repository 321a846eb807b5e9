import {
  vendorRoutes as routes,
  vendorTicketRoutes as ticketRoutes,
  type VendorBody,
  type VendorDto,
  type VendorFormOptionsDto,
  type VendorTicketDto,
} from '@lendhub/domain/rest/vendors';
import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';
import { ErrorCode, errorCodeOf } from '../platform/errors/errors.ts';

/**
 * Vendors matching `search`, by name. The API answers "none" as a 404 (spec §7: "an object with
 * status 404 meaning none"); here that is simply an empty list.
 */
export async function getVendors(api: ApiDataSource, search?: string): Promise<VendorDto[]> {
  try {
    return await api.read(routes.list, { query: { search } });
  } catch (error) {
    if (errorCodeOf(error) === ErrorCode.NOT_FOUND) return [];
    throw error;
  }
}

export function getVendorsByIds(api: ApiDataSource, ids: readonly number[]): Promise<VendorDto[]> {
  return api.read(routes.byIds, { query: { ids: ids.join(',') } });
}

export function getVendorFormOptions(api: ApiDataSource): Promise<VendorFormOptionsDto> {
  return api.read(routes.formOptions);
}

export function createVendor(api: ApiDataSource, body: VendorBody): Promise<ApiAnswer<VendorDto>> {
  return api.call(routes.create, { body });
}

export function updateVendor(api: ApiDataSource, body: VendorBody & { vendorId: number }): Promise<ApiAnswer<VendorDto>> {
  return api.call(routes.update, { body });
}

export function deleteVendor(api: ApiDataSource, vendorId: number): Promise<ApiAnswer<{ vendorId: number }>> {
  return api.call(routes.delete, { params: { id: vendorId } });
}

export function getVendorTicketsByIds(api: ApiDataSource, ids: readonly number[]): Promise<VendorTicketDto[]> {
  return api.read(ticketRoutes.byIds, { query: { ids: ids.join(',') } });
}

/** Multipart (spec §3 "Vendor ticket"). */
export function createVendorTicket(api: ApiDataSource, form: FormData): Promise<ApiAnswer<VendorTicketDto>> {
  return api.call(ticketRoutes.create, { body: form });
}

/** Bulk create in one transaction (the CSV import): all rows or none. */
export function importVendors(api: ApiDataSource, vendors: readonly VendorBody[]): Promise<ApiAnswer<VendorDto[]>> {
  return api.call(routes.import, { body: { vendors: [...vendors] } });
}
