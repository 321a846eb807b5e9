import {
  loanRoutes as routes,
  type LoanBody,
  type LoanDto,
  type LoanEventDto,
  type LoanPageDto,
  type LoanStatsDto,
} from '@lendhub/domain/rest/loans';
import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';

export type LoanListQuery = {
  search?: string | undefined;
  status?: string | undefined;
  ownerId?: number | undefined;
  limit: number;
  beforeId?: number | undefined;
};

export function getLoans(api: ApiDataSource, query: LoanListQuery): Promise<LoanPageDto> {
  return api.read(routes.list, { query });
}

export function getLoansByIds(api: ApiDataSource, ids: readonly number[]): Promise<LoanDto[]> {
  return api.read(routes.byIds, { query: { ids: ids.join(',') } });
}

export function getLoanHistory(api: ApiDataSource, id: number): Promise<LoanEventDto[]> {
  return api.read(routes.history, { params: { id } });
}

export function getLoanStats(api: ApiDataSource, ownerId: number | undefined): Promise<LoanStatsDto> {
  return api.read(routes.stats, { query: { ownerId } });
}

export function createLoan(api: ApiDataSource, body: LoanBody): Promise<ApiAnswer<LoanDto>> {
  return api.call(routes.create, { body });
}

export function updateLoan(api: ApiDataSource, id: number, body: LoanBody): Promise<ApiAnswer<LoanDto>> {
  return api.call(routes.update, { params: { id }, body });
}

export function deleteLoan(api: ApiDataSource, id: number): Promise<ApiAnswer<{ loanId: number }>> {
  return api.call(routes.delete, { params: { id } });
}
