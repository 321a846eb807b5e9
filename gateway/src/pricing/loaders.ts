import DataLoader from 'dataloader';
import type { ApiDataSource } from '../datasources/api.ts';
import { byIds, MAX_IDS_PER_CALL } from '../platform/dataloaders/byIds.ts';
import { getRateSheetsByIds, getSavedQuotesByIds, getSavedQuotesByLoanIds } from './api.ts';
import type { SavedQuoteDto } from '@lendhub/domain/rest/quotes';

export function createPricingLoaders(api: ApiDataSource) {
  return {
    /** Sheets the viewer may manage (others' ids give null). */
    rateSheetById: byIds(
      (ids) => getRateSheetsByIds(api, ids),
      (sheet) => sheet.id,
    ),
    /** The viewer's own saved quotes (others' ids give null). */
    savedQuoteById: byIds(
      (ids) => getSavedQuotesByIds(api, ids),
      (quote) => quote.id,
    ),
    /** The viewer's own quotes on each loan, newest first: one call for every loan asked for in a request. */
    savedQuotesByLoanId: new DataLoader<number, SavedQuoteDto[]>(
      async (loanIds) => {
        const quotes = await getSavedQuotesByLoanIds(api, loanIds);
        return loanIds.map((loanId) => quotes.filter((quote) => quote.loanId === loanId));
      },
      { maxBatchSize: MAX_IDS_PER_CALL },
    ),
  };
}
