import {
  lenderRoutes as routes,
  type LenderDto,
  type LenderSortBy,
  type LendersPage,
  type LoanProgramFilter,
} from '@lendhub/domain/rest/lenders';
import type { Position } from '../platform/relay/connection.ts';
import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';

export interface LenderFilters {
  program?: LoanProgramFilter | undefined;
  search?: string | undefined;
  key?: string | undefined;
}

/**
 * One page of the lenders matching the filters (ordered by name, then id), from the start, `offset` rows in or just
 * `after` a lender's position; how many match in all and whether more follow.
 */
export function getLendersPage(
  api: ApiDataSource,
  filters: LenderFilters,
  page: { limit: number; offset?: number; after?: Position },
): Promise<LendersPage> {
  const { limit, offset, after } = page;
  return api.read(routes.page, { query: { ...filters, limit, offset, afterName: after?.text, afterId: after?.id } });
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
