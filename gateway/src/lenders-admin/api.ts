import type { ApiDataSource } from '../datasources/api.ts';
import type { ApiLender } from '../lenders/types.ts';

/** A lender with its linked portal account, as the admin endpoints return it. */
export type ApiAdminLender = ApiLender & { userId?: number | null };

export type ApiLenderSortBy = 'name' | 'website' | 'rating' | 'company';

/** The Lender Management table (Admin only upstream too). */
export function getLendersForAdmin(api: ApiDataSource, sort: { sortBy: ApiLenderSortBy; direction: 'asc' | 'desc' }): Promise<ApiAdminLender[]> {
  return api.get<ApiAdminLender[]>('/api/Lender/GetAllLendersForAdmin', { ...sort });
}

/** Multipart (spec §3 "Lender form submission"). */
export function createLender(api: ApiDataSource, form: FormData): Promise<ApiAdminLender> {
  return api.postForm<ApiAdminLender>('/api/Lender/CreateLender', form);
}

export function updateLender(api: ApiDataSource, form: FormData): Promise<ApiAdminLender> {
  return api.postForm<ApiAdminLender>('/api/Lender/UpdateLender', form);
}

export function deleteLender(api: ApiDataSource, lenderId: number): Promise<{ lenderId: number }> {
  return api.delete<{ lenderId: number }>(`/api/Lender/DeletedLenderById/${lenderId}`);
}
