import type { ApiDataSource } from '../datasources/api.ts';
import type { ApiLender, ApiLoanProgram } from './types.ts';

export interface LenderFilters {
  program?: ApiLoanProgram | undefined;
  search?: string | undefined;
  key?: string | undefined;
}

/** All lenders matching the filters, ordered by name. */
export function getAllLenders(api: ApiDataSource, filters: LenderFilters = {}): Promise<ApiLender[]> {
  return api.get<ApiLender[]>('/api/Lender/GetAllLenders', { ...filters });
}

/** By numeric id or slug; NOT_FOUND ('Lender not found') when there is none. */
export function getLenderById(api: ApiDataSource, idOrSlug: string | number): Promise<ApiLender> {
  return api.get<ApiLender>(`/api/Lender/GetLenderById/${encodeURIComponent(String(idOrSlug))}`);
}
