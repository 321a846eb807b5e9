import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';
import type { ApiLender, ApiLenderSortBy, ApiLoanProgram } from './types.ts';

export interface LenderFilters {
  program?: ApiLoanProgram | undefined;
  search?: string | undefined;
  key?: string | undefined;
}

/** One page of the lenders matching the filters (ordered by name) and how many match in all. */
export function getLendersPage(
  api: ApiDataSource,
  filters: LenderFilters,
  page: { limit: number; offset: number },
): Promise<{ items: ApiLender[]; totalCount: number }> {
  return api.get<{ items: ApiLender[]; totalCount: number }>('/api/Lender/GetLendersPage', { ...filters, ...page });
}

/** By numeric id or slug; NOT_FOUND ('Lender not found') when there is none. */
export function getLenderById(api: ApiDataSource, idOrSlug: string | number): Promise<ApiLender> {
  return api.get<ApiLender>(`/api/Lender/GetLenderById/${encodeURIComponent(String(idOrSlug))}`);
}

/** The Lender Management table (Admin only upstream too), with each lender's portal account. */
export function getLendersForAdmin(api: ApiDataSource, sort: { sortBy: ApiLenderSortBy; direction: 'asc' | 'desc' }): Promise<ApiLender[]> {
  return api.get<ApiLender[]>('/api/Lender/GetAllLendersForAdmin', { ...sort });
}

/** Multipart (spec §3 "Lender form submission"). */
export function createLender(api: ApiDataSource, form: FormData): Promise<ApiAnswer<ApiLender>> {
  return api.write<ApiLender>('POST', '/api/Lender/CreateLender', form);
}

export function updateLender(api: ApiDataSource, form: FormData): Promise<ApiAnswer<ApiLender>> {
  return api.write<ApiLender>('POST', '/api/Lender/UpdateLender', form);
}

export function deleteLender(api: ApiDataSource, lenderId: number): Promise<ApiAnswer<{ lenderId: number }>> {
  return api.write<{ lenderId: number }>('DELETE', `/api/Lender/DeletedLenderById/${lenderId}`);
}
