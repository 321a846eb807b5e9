import {
  pricingRoutes,
  type CountyLimitsDto,
  type LimitStatesDto,
  type PriceScenarioBody,
  type PricingResultDto,
  type PricingStatusDto,
  type RateSheetDto,
  type ZipCountyDto,
} from '@lendhub/domain/rest/pricing';
import { quoteRoutes, type QuotePdfDto, type SavedQuoteDto } from '@lendhub/domain/rest/quotes';
import type { z } from 'zod';
import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';

export function getPricingStatus(api: ApiDataSource): Promise<PricingStatusDto> {
  return api.read(pricingRoutes.status);
}

/** A read that carries a body: the API answers the priced scenario (its message is not shown). */
export function priceScenario(api: ApiDataSource, body: PriceScenarioBody): Promise<PricingResultDto> {
  return api.read(pricingRoutes.price, { body });
}

export function getZipCounties(api: ApiDataSource, zipCode: string): Promise<ZipCountyDto[]> {
  return api.read(pricingRoutes.zipCounties, { query: { zipCode } });
}

export function getCountyLimits(api: ApiDataSource, query: { year: number; state: string }): Promise<CountyLimitsDto> {
  return api.read(pricingRoutes.countyLimits, { query: { year: String(query.year), state: query.state } });
}

export function getLimitStates(api: ApiDataSource): Promise<LimitStatesDto> {
  return api.read(pricingRoutes.limitStates);
}

export function getRateSheets(api: ApiDataSource, lenderId: number | undefined): Promise<RateSheetDto[]> {
  return api.read(pricingRoutes.rateSheets, { query: lenderId === undefined ? {} : { lenderId: String(lenderId) } });
}

export function getRateSheetsByIds(api: ApiDataSource, ids: readonly number[]): Promise<RateSheetDto[]> {
  return api.read(pricingRoutes.rateSheetsByIds, { query: { ids: ids.join(',') } });
}

export function importRateSheet(
  api: ApiDataSource,
  body: z.input<typeof pricingRoutes.importRateSheet.body>,
): Promise<ApiAnswer<RateSheetDto>> {
  return api.call(pricingRoutes.importRateSheet, { body });
}

export function activateRateSheet(api: ApiDataSource, id: number): Promise<ApiAnswer<RateSheetDto>> {
  return api.call(pricingRoutes.activateRateSheet, { params: { id } });
}

export function getSavedQuotes(api: ApiDataSource, page: { limit: number; beforeId?: number }): Promise<SavedQuoteDto[]> {
  return api.read(quoteRoutes.list, {
    query: { limit: String(page.limit), ...(page.beforeId ? { beforeId: String(page.beforeId) } : {}) },
  });
}

export function getSavedQuotesByIds(api: ApiDataSource, ids: readonly number[]): Promise<SavedQuoteDto[]> {
  return api.read(quoteRoutes.byIds, { query: { ids: ids.join(',') } });
}

export function saveQuote(api: ApiDataSource, body: z.input<typeof quoteRoutes.save.body>): Promise<ApiAnswer<SavedQuoteDto>> {
  return api.call(quoteRoutes.save, { body });
}

export function deleteSavedQuote(api: ApiDataSource, id: number): Promise<ApiAnswer<{ id: number }>> {
  return api.call(quoteRoutes.delete, { params: { id } });
}

export function getQuotePdf(api: ApiDataSource, id: number): Promise<QuotePdfDto> {
  return api.read(quoteRoutes.pdf, { params: { id } });
}

/** The viewer's own quotes attached to any of these loans (one call for a page of loans). */
export function getSavedQuotesByLoanIds(api: ApiDataSource, loanIds: readonly number[]): Promise<SavedQuoteDto[]> {
  return api.read(quoteRoutes.byLoanIds, { query: { ids: loanIds.join(',') } });
}

export function attachQuoteToLoan(api: ApiDataSource, id: number, loanId: number): Promise<ApiAnswer<SavedQuoteDto>> {
  return api.call(quoteRoutes.attach, { params: { id }, body: { loanId } });
}

export function detachQuoteFromLoan(api: ApiDataSource, id: number): Promise<ApiAnswer<SavedQuoteDto>> {
  return api.call(quoteRoutes.detach, { params: { id } });
}
