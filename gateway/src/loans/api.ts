import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';
import type { ApiLoan, ApiLoanBody, ApiLoanEvent, ApiLoanPage, ApiLoanStats } from './types.ts';

export type LoanListQuery = {
  search?: string | undefined;
  status?: string | undefined;
  ownerId?: number | undefined;
  limit: number;
  beforeId?: number | undefined;
};

export function getLoans(api: ApiDataSource, query: LoanListQuery): Promise<ApiLoanPage> {
  return api.get<ApiLoanPage>('/api/Loans', query);
}

export function getLoansByIds(api: ApiDataSource, ids: readonly number[]): Promise<ApiLoan[]> {
  return api.get<ApiLoan[]>('/api/Loans/GetLoansByIds', { ids: ids.join(',') });
}

export function getLoanHistory(api: ApiDataSource, id: number): Promise<ApiLoanEvent[]> {
  return api.get<ApiLoanEvent[]>(`/api/Loans/${id}/History`);
}

export function getLoanStats(api: ApiDataSource, ownerId: number | undefined): Promise<ApiLoanStats> {
  return api.get<ApiLoanStats>('/api/Loans/Stats', { ownerId });
}

export function createLoan(api: ApiDataSource, body: ApiLoanBody): Promise<ApiAnswer<ApiLoan>> {
  return api.write<ApiLoan>('POST', '/api/Loans', body);
}

export function updateLoan(api: ApiDataSource, id: number, body: ApiLoanBody): Promise<ApiAnswer<ApiLoan>> {
  return api.write<ApiLoan>('PUT', `/api/Loans/${id}`, body);
}

export function deleteLoan(api: ApiDataSource, id: number): Promise<ApiAnswer<{ loanId: number }>> {
  return api.write<{ loanId: number }>('DELETE', `/api/Loans/${id}`);
}
