import { RATE_SHEET_FORMATS } from '@lendhub/domain/rest/pricing';
import type { MutationResolvers } from '../generated/resolvers.ts';
import { deletionPayload, payloadFrom } from '../platform/graphql/payloads.ts';
import { keysetCursor } from '../platform/relay/connection.ts';
import { internalIntId } from '../platform/relay/globalId.ts';
import * as pricingApi from './api.ts';
import { toApiScenario } from './scenario.ts';

export const pricingMutations: MutationResolvers = {
  importRateSheet(_parent, { input }, context) {
    const body = {
      lenderId: internalIntId(input.lenderId, 'Lender', 'lenderId'),
      // Another format goes as none: the API answers either with 'Format must be csv or json'.
      format: RATE_SHEET_FORMATS.find((format) => format === input.format),
      content: input.content,
    };
    return payloadFrom('rateSheet', pricingApi.importRateSheet(context.api, body), (sheet) =>
      context.loaders.rateSheetById.prime(sheet.id, sheet),
    );
  },

  activateRateSheet(_parent, { input }, context) {
    const id = internalIntId(input.rateSheetId, 'RateSheet', 'rateSheetId');
    return payloadFrom('rateSheet', pricingApi.activateRateSheet(context.api, id), (sheet) =>
      context.loaders.rateSheetById.clear(id).prime(id, sheet),
    );
  },

  async saveQuote(_parent, { input }, context) {
    const body = {
      name: input.name,
      scenario: toApiScenario(input.scenario),
      offerKeys: input.offerKeys,
      ...(input.loanId ? { loanId: input.loanId } : {}),
    };
    const { data: quote, message } = await pricingApi.saveQuote(context.api, body);
    context.loaders.savedQuoteById.prime(quote.id, quote);
    return { quoteEdge: { cursor: keysetCursor(quote.id), node: quote }, message };
  },

  async attachQuoteToLoan(_parent, { input }, context) {
    const id = internalIntId(input.quoteId, 'SavedQuote', 'quoteId');
    const loanId = internalIntId(input.loanId, 'Loan', 'loanId');
    const { data: quote, message } = await pricingApi.attachQuoteToLoan(context.api, id, loanId);
    context.loaders.savedQuoteById.clear(id).prime(id, quote);
    context.loaders.savedQuotesByLoanId.clearAll();
    return { message, quote, loan: await context.loaders.loanById.load(loanId) };
  },

  async detachQuoteFromLoan(_parent, { input }, context) {
    const id = internalIntId(input.quoteId, 'SavedQuote', 'quoteId');
    const before = await context.loaders.savedQuoteById.load(id);
    const { data: quote, message } = await pricingApi.detachQuoteFromLoan(context.api, id);
    context.loaders.savedQuoteById.clear(id).prime(id, quote);
    context.loaders.savedQuotesByLoanId.clearAll();
    return { message, quote, loan: before?.loanId ? await context.loaders.loanById.load(before.loanId) : null };
  },

  deleteSavedQuote(_parent, { input }, context) {
    const id = internalIntId(input.quoteId, 'SavedQuote', 'quoteId');
    context.loaders.savedQuoteById.clear(id);
    return deletionPayload('deletedQuoteId', 'SavedQuote', id, pricingApi.deleteSavedQuote(context.api, id));
  },
};
