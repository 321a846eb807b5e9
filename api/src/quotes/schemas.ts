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
