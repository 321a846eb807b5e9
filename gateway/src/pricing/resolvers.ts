import type { Resolvers } from '../generated/resolvers.ts';
import { nodeIdFields } from '../platform/relay/globalId.ts';
import * as pricingApi from './api.ts';
import { pricingMutations } from './mutations.ts';
import { pricingQueries } from './queries.ts';
import type { RateSheetDto } from '@lendhub/domain/rest/pricing';
import type { SavedQuoteDto } from '@lendhub/domain/rest/quotes';

export const pricingResolvers: Resolvers = {
  Query: pricingQueries,
  Mutation: pricingMutations,
  PricingResult: {
    conformingLimit: (result) => result.limits.conforming,
    countyLimit: (result) => result.limits.county,
  },
  PriceOffer: {
    offerKey: (offer) => offer.id,
  },
  RateSheet: {
    ...nodeIdFields<RateSheetDto>('RateSheet', (sheet) => sheet.id),
    status: (sheet) => sheet.status.toUpperCase() as 'DRAFT' | 'ACTIVE' | 'RETIRED',
  },
  SavedQuote: {
    ...nodeIdFields<SavedQuoteDto>('SavedQuote', (quote) => quote.id),
    scenario: (quote) =>
      ({
        loanType: quote.scenario.loanType,
        purpose: quote.scenario.purpose,
        loanAmount: quote.scenario.loanAmount,
        propertyValue: quote.scenario.propertyValue,
        fico: quote.scenario.fico,
        occupancy: quote.scenario.occupancy,
        propertyType: quote.scenario.propertyType,
        zipCode: quote.scenario.zipCode,
        lockDays: quote.scenario.lockDays ?? 30,
        json: JSON.stringify(quote.scenario),
      }) as never,
    loan: (quote, _args, context) => (quote.loanId === null ? null : context.loaders.loanById.load(quote.loanId)),
    borrowerPdf: (quote, _args, context) => pricingApi.getQuotePdf(context.api, quote.id),
  },
};
