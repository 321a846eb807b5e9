import DataLoader from 'dataloader';
import type { ApiDataSource } from '../datasources/api.ts';
import { byIds } from '../platform/dataloaders/byIds.ts';
import { getLoanHistory, getLoansByIds } from './api.ts';

export function createLoanLoaders(api: ApiDataSource) {
  return {
    /** Loans the viewer may read (others' ids give null). */
    loanById: byIds(
      (ids) => getLoansByIds(api, ids),
      (loan) => loan.id,
    ),
    /** A loan's history: only the loan page asks, for one loan. */
    loanHistoryById: new DataLoader<number, Awaited<ReturnType<typeof getLoanHistory>>>((ids) =>
      Promise.all(ids.map((id) => getLoanHistory(api, id))),
    ),
  };
}
