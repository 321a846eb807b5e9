import type { ApiDataSource } from '../datasources/api.ts';
import { byIds } from '../dataloaders/byIds.ts';
import { getRateSheetsByIds, getSavedQuotesByIds } from './api.ts';

export function createPricingLoaders(api: ApiDataSource) {
  return {
    /** Sheets the viewer may manage (others' ids give null). */
    rateSheetById: byIds((ids) => getRateSheetsByIds(api, ids), (sheet) => sheet.id),
    /** The viewer's own saved quotes (others' ids give null). */
    savedQuoteById: byIds((ids) => getSavedQuotesByIds(api, ids), (quote) => quote.id),
  };
}
