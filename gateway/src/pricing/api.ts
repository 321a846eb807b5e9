import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';
import type { ApiPricingResult, ApiQuotePdf, ApiRateSheet, ApiSavedQuote, ApiSheetSource } from './types.ts';

export function getPricingStatus(api: ApiDataSource): Promise<{ live: boolean; sources: ApiSheetSource[] }> {
  return api.get('/api/Pricing/GetPricingStatus');
}

/** A read that carries a body: the API answers the priced scenario (its message is not shown). */
export function priceScenario(api: ApiDataSource, body: object): Promise<ApiPricingResult> {
  return api.post<ApiPricingResult>('/api/Pricing/PriceScenario', body);
}

export function getZipCounties(api: ApiDataSource, zipCode: string): Promise<{ fips: string; county: string; state: string }[]> {
  return api.get('/api/Pricing/GetZipCounties', { zipCode });
}

export function getCountyLimits(
  api: ApiDataSource,
  query: { year: number; state: string },
): Promise<{ year: number; baseline: number[]; counties: { fips: string; state: string; county: string; limits: number[] }[] }> {
  return api.get('/api/Pricing/GetCountyLimits', { year: String(query.year), state: query.state });
}

export function getLimitStates(api: ApiDataSource): Promise<{ years: number[]; states: { code: string; name: string }[] }> {
  return api.get('/api/Pricing/GetLimitStates');
}

export function getRateSheets(api: ApiDataSource, lenderId: number | undefined): Promise<ApiRateSheet[]> {
  return api.get('/api/RateSheet/GetRateSheets', lenderId === undefined ? {} : { lenderId: String(lenderId) });
}

export function getRateSheetsByIds(api: ApiDataSource, ids: readonly number[]): Promise<ApiRateSheet[]> {
  return api.get('/api/RateSheet/GetRateSheetsByIds', { ids: ids.join(',') });
}

export function importRateSheet(
  api: ApiDataSource,
  body: { lenderId: number; format: string; content: string },
): Promise<ApiAnswer<ApiRateSheet>> {
  return api.write('POST', '/api/RateSheet/ImportRateSheet', body);
}

export function activateRateSheet(api: ApiDataSource, id: number): Promise<ApiAnswer<ApiRateSheet>> {
  return api.write('POST', `/api/RateSheet/ActivateRateSheet/${id}`);
}

export function getSavedQuotes(api: ApiDataSource, page: { limit: number; beforeId?: number }): Promise<ApiSavedQuote[]> {
  return api.get('/api/Quote/GetSavedQuotes', { limit: String(page.limit), ...(page.beforeId ? { beforeId: String(page.beforeId) } : {}) });
}

export function getSavedQuotesByIds(api: ApiDataSource, ids: readonly number[]): Promise<ApiSavedQuote[]> {
  return api.get('/api/Quote/GetSavedQuotesByIds', { ids: ids.join(',') });
}

export function saveQuote(api: ApiDataSource, body: object): Promise<ApiAnswer<ApiSavedQuote>> {
  return api.write('POST', '/api/Quote/SaveQuote', body);
}

export function deleteSavedQuote(api: ApiDataSource, id: number): Promise<ApiAnswer<{ id: number }>> {
  return api.write('DELETE', `/api/Quote/DeleteSavedQuote/${id}`);
}

export function getQuotePdf(api: ApiDataSource, id: number): Promise<ApiQuotePdf> {
  return api.get(`/api/Quote/GetQuotePdf/${id}`);
}

/** The viewer's own quotes attached to any of these loans (one call for a page of loans). */
export function getSavedQuotesByLoanIds(api: ApiDataSource, loanIds: readonly number[]): Promise<ApiSavedQuote[]> {
  return api.get('/api/Quote/GetSavedQuotesByLoanIds', { ids: loanIds.join(',') });
}

export function attachQuoteToLoan(api: ApiDataSource, id: number, loanId: number): Promise<ApiAnswer<ApiSavedQuote>> {
  return api.write('POST', `/api/Quote/AttachQuoteToLoan/${id}`, { loanId });
}

export function detachQuoteFromLoan(api: ApiDataSource, id: number): Promise<ApiAnswer<ApiSavedQuote>> {
  return api.write('POST', `/api/Quote/DetachQuoteFromLoan/${id}`);
}
