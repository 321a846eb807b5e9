import type { QueryResolvers } from '../generated/resolvers.ts';
import { connectionFromKeysetPage, idFromCursor, pageSize } from '../platform/relay/connection.ts';
import { internalIntId } from '../platform/relay/globalId.ts';
import * as pricingApi from './api.ts';
import { toApiScenario } from './scenario.ts';

export const SAVED_QUOTES_PAGE = { defaultSize: 20, max: 100 };

export const pricingQueries: QueryResolvers = {
  pricingStatus: (_parent, _args, context) => pricingApi.getPricingStatus(context.api),

  priceScenario: (_parent, { input }, context) => pricingApi.priceScenario(context.api, toApiScenario(input)),

  async zipCounties(_parent, { zipCode }, context) {
    const counties = await pricingApi.getZipCounties(context.api, zipCode);
    return counties.map((county) => ({ fips: county.fips, name: county.county, state: county.state }));
  },

  async countyLoanLimits(_parent, { year, state }, context) {
    const answer = await pricingApi.getCountyLimits(context.api, { year, state });
    return { ...answer, counties: answer.counties.map((row) => ({ ...row })) };
  },

  loanLimitOptions: (_parent, _args, context) => pricingApi.getLimitStates(context.api),

  async rateSheets(_parent, { lenderId }, context) {
    const sheets = await pricingApi.getRateSheets(context.api, lenderId ? internalIntId(lenderId, 'Lender', 'lenderId') : undefined);
    for (const sheet of sheets) context.loaders.rateSheetById.prime(sheet.id, sheet);
    return sheets;
  },

  async savedQuotes(_parent, args, context) {
    const size = pageSize(args.first, SAVED_QUOTES_PAGE.defaultSize, SAVED_QUOTES_PAGE.max);
    const beforeId = idFromCursor(args.after);
    const quotes = await pricingApi.getSavedQuotes(context.api, { limit: size + 1, ...(beforeId ? { beforeId } : {}) });
    for (const quote of quotes) context.loaders.savedQuoteById.prime(quote.id, quote);
    return connectionFromKeysetPage(quotes, size, (quote) => quote.id, beforeId !== undefined);
  },
};
