import { z } from 'zod';
import { idQueryParam } from '../http/ids.ts';
import { priceScenarioSchema } from '../pricing/schemas.ts';

export const QUOTE_MESSAGES = {
  name: 'Please enter a name for the quote',
  nameLength: 'Quote name must be at most 120 characters',
  offers: 'Please choose one to three offers',
  offerGone: 'An offer is no longer available for this scenario; price it again',
  notFound: 'Quote not found',
  saved: 'Quote saved',
  deleted: 'Quote deleted',
  loanId: 'Loan id must be a positive whole number',
} as const;

export const MAX_QUOTE_OFFERS = 3;

export const saveQuoteSchema = z.object({
  name: z.string({ error: QUOTE_MESSAGES.name }).trim().min(1, QUOTE_MESSAGES.name).max(120, QUOTE_MESSAGES.nameLength),
  scenario: priceScenarioSchema,
  offerKeys: z.array(z.string().max(80), { error: QUOTE_MESSAGES.offers }).min(1, QUOTE_MESSAGES.offers).max(MAX_QUOTE_OFFERS, QUOTE_MESSAGES.offers),
  loanId: z.number().int(QUOTE_MESSAGES.loanId).positive(QUOTE_MESSAGES.loanId).max(2_147_483_647, QUOTE_MESSAGES.loanId).nullable().optional(),
});

export const savedQuotesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  beforeId: idQueryParam('beforeId must be a positive whole number'),
});
