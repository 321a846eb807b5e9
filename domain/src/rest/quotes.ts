import { z } from 'zod';
import type { PricedOffer } from '../pricing/index.ts';
import { idQueryParam, idsQuery } from './ids.ts';
import { priceScenarioSchema } from './pricing.ts';
import { restRoute } from './route.ts';

export const QUOTE_MESSAGES = {
  name: 'Please enter a name for the quote',
  nameLength: 'Quote name must be at most 120 characters',
  offers: 'Please choose one to three offers',
  offerGone: 'An offer is no longer available for this scenario; price it again',
  notFound: 'Quote not found',
  saved: 'Quote saved',
  deleted: 'Quote deleted',
  loanId: 'Loan id must be a positive whole number',
  loanRequired: 'Please choose a loan',
  loanNotOwn: 'Choose one of your own loans',
  attached: 'Quote attached to the loan',
  detached: 'Quote detached from the loan',
} as const;

export const MAX_QUOTE_OFFERS = 3;

const loanIdField = z
  .number({ error: QUOTE_MESSAGES.loanRequired })
  .int(QUOTE_MESSAGES.loanId)
  .positive(QUOTE_MESSAGES.loanId)
  .max(2_147_483_647, QUOTE_MESSAGES.loanId);

/** Attach a quote to a loan: one of the officer's own loans, by its number. */
export const attachQuoteSchema = z.object({ loanId: loanIdField });

export const saveQuoteSchema = z.object({
  name: z.string({ error: QUOTE_MESSAGES.name }).trim().min(1, QUOTE_MESSAGES.name).max(120, QUOTE_MESSAGES.nameLength),
  scenario: priceScenarioSchema,
  offerKeys: z
    .array(z.string().max(80), { error: QUOTE_MESSAGES.offers })
    .min(1, QUOTE_MESSAGES.offers)
    .max(MAX_QUOTE_OFFERS, QUOTE_MESSAGES.offers),
  loanId: loanIdField.nullable().optional(),
});

export const savedQuotesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  beforeId: idQueryParam('beforeId must be a positive whole number'),
});

/** An offer as a saved quote keeps it: priced again by the API when saved, with its id. */
export interface SavedOfferDto extends PricedOffer {
  id: string;
}

export interface SavedQuoteDto {
  id: number;
  officerId: number;
  name: string;
  scenario: Record<string, unknown>;
  offers: SavedOfferDto[];
  loanId: number | null;
  createdAt: string;
}

/** The borrower PDF, base64 in the envelope (the gateway passes it on as a GraphQL field). */
export interface QuotePdfDto {
  fileName: string;
  contentType: string;
  contentBase64: string;
}

/**
 * Saved quotes under /api/Quote (docs/product.md "Pricing"): private to the signed-in user who saved them —
 * another user's quote is not found, whatever their role.
 */
export const quoteRoutes = {
  list: restRoute<SavedQuoteDto[]>()({ method: 'GET', path: '/api/Quote/GetSavedQuotes', query: savedQuotesQuerySchema }),
  byIds: restRoute<SavedQuoteDto[]>()({ method: 'GET', path: '/api/Quote/GetSavedQuotesByIds', query: idsQuery }),
  /** The viewer's own quotes attached to these loans (the loan page lists them); others' never. */
  byLoanIds: restRoute<SavedQuoteDto[]>()({ method: 'GET', path: '/api/Quote/GetSavedQuotesByLoanIds', query: idsQuery }),
  save: restRoute<SavedQuoteDto>()({
    method: 'POST',
    path: '/api/Quote/SaveQuote',
    body: saveQuoteSchema,
    messages: { ok: QUOTE_MESSAGES.saved, offerGone: QUOTE_MESSAGES.offerGone, loanNotOwn: QUOTE_MESSAGES.loanNotOwn },
  }),
  /** Only the quote's own officer, and only to one of their own loans. */
  attach: restRoute<SavedQuoteDto>()({
    method: 'POST',
    path: '/api/Quote/AttachQuoteToLoan/:id',
    body: attachQuoteSchema,
    messages: { ok: QUOTE_MESSAGES.attached, notFound: QUOTE_MESSAGES.notFound, loanNotOwn: QUOTE_MESSAGES.loanNotOwn },
  }),
  detach: restRoute<SavedQuoteDto>()({
    method: 'POST',
    path: '/api/Quote/DetachQuoteFromLoan/:id',
    messages: { ok: QUOTE_MESSAGES.detached, notFound: QUOTE_MESSAGES.notFound },
  }),
  delete: restRoute<{ id: number }>()({
    method: 'DELETE',
    path: '/api/Quote/DeleteSavedQuote/:id',
    messages: { ok: QUOTE_MESSAGES.deleted, notFound: QUOTE_MESSAGES.notFound },
  }),
  pdf: restRoute<QuotePdfDto>()({ method: 'GET', path: '/api/Quote/GetQuotePdf/:id', messages: { notFound: QUOTE_MESSAGES.notFound } }),
};
