import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';
import { ErrorCode, errorCodeOf } from '../platform/errors/errors.ts';
import type { ApiVendor, ApiVendorFormOptions, ApiVendorPayload, ApiVendorTicket } from './types.ts';

/**
 * Vendors matching `search`, by name. The API answers "none" as a 404 (spec §7: "an object with
 * status 404 meaning none"); here that is simply an empty list.
 */
export async function getVendors(api: ApiDataSource, search?: string): Promise<ApiVendor[]> {
  try {
    return await api.get<ApiVendor[]>('/api/Vendor/GetAllVendorWithMortgage', { search });
  } catch (error) {
    if (errorCodeOf(error) === ErrorCode.NOT_FOUND) return [];
    throw error;
  }
}

export function getVendorsByIds(api: ApiDataSource, ids: readonly number[]): Promise<ApiVendor[]> {
  return api.get<ApiVendor[]>('/api/Vendor/GetVendorsByIds', { ids: ids.join(',') });
}

export function getVendorFormOptions(api: ApiDataSource): Promise<ApiVendorFormOptions> {
  return api.get<ApiVendorFormOptions>('/api/Vendor/GetVendorFormOptions');
}

export function createVendor(api: ApiDataSource, body: ApiVendorPayload): Promise<ApiAnswer<ApiVendor>> {
  return api.write<ApiVendor>('POST', '/api/Vendor/CreateVendorWithMortgage', body);
}

export function updateVendor(api: ApiDataSource, body: ApiVendorPayload & { vendorId: number }): Promise<ApiAnswer<ApiVendor>> {
  return api.write<ApiVendor>('PUT', '/api/Vendor/UpdateVendorWithMortgage', body);
}

export function deleteVendor(api: ApiDataSource, vendorId: number): Promise<ApiAnswer<{ vendorId: number }>> {
  return api.write<{ vendorId: number }>('DELETE', `/api/Vendor/DeleteVendorWithMortgage/${vendorId}`);
}

export function getVendorTicketsByIds(api: ApiDataSource, ids: readonly number[]): Promise<ApiVendorTicket[]> {
  return api.get<ApiVendorTicket[]>('/api/VendorTicket/GetVendorTicketsByIds', { ids: ids.join(',') });
}

/** Multipart (spec §3 "Vendor ticket"). */
export function createVendorTicket(api: ApiDataSource, form: FormData): Promise<ApiAnswer<ApiVendorTicket>> {
  return api.write<ApiVendorTicket>('POST', '/api/VendorTicket/VendorCreateTicket', form);
}

/** Bulk create in one transaction (the CSV import): all rows or none. */
export function importVendors(api: ApiDataSource, vendors: readonly ApiVendorPayload[]): Promise<ApiAnswer<ApiVendor[]>> {
  return api.write<ApiVendor[]>('POST', '/api/Vendor/ImportVendorsWithMortgage', { vendors });
}
