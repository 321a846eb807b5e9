import { lenderRoutes as routes, type LenderDto, type LenderSortBy, type LoanProgramFilter } from '@lendhub/domain/rest/lenders';
import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';

export interface LenderFilters {
  program?: LoanProgramFilter | undefined;
  search?: string | undefined;
  key?: string | undefined;
}

/** One page of the lenders matching the filters (ordered by name) and how many match in all. */
export function getLendersPage(
  api: ApiDataSource,
  filters: LenderFilters,
  page: { limit: number; offset: number },
): Promise<{ items: LenderDto[]; totalCount: number }> {
  return api.read(routes.page, { query: { ...filters, ...page } });
}

/** By numeric id or slug; NOT_FOUND ('Lender not found') when there is none. */
export function getLenderById(api: ApiDataSource, idOrSlug: string | number): Promise<LenderDto> {
  return api.read(routes.byId, { params: { id: idOrSlug } });
}

/** The Lender Management table (Admin only upstream too), with each lender's portal account. */
export function getLendersForAdmin(api: ApiDataSource, sort: { sortBy: LenderSortBy; direction: 'asc' | 'desc' }): Promise<LenderDto[]> {
  return api.read(routes.adminList, { query: sort });
}

/** Multipart (spec §3 "Lender form submission"). */
export function createLender(api: ApiDataSource, form: FormData): Promise<ApiAnswer<LenderDto>> {
  return api.call(routes.create, { body: form });
}

export function updateLender(api: ApiDataSource, form: FormData): Promise<ApiAnswer<LenderDto>> {
  return api.call(routes.update, { body: form });
}

export function deleteLender(api: ApiDataSource, lenderId: number): Promise<ApiAnswer<{ lenderId: number }>> {
  return api.call(routes.delete, { params: { id: lenderId } });
}
