// The processing providers page's request form (spec §2 "Vendors": "a form opens in a modal (rest not shown)").
import { z } from 'zod';
import { LOAN_TYPES } from './processingProviders';

export const PROVIDER_REQUEST_MESSAGES = {
  loanType: 'Please select a loan type',
  message: 'Please describe the file',
} as const;

export const providerRequestSchema = z.object({
  loanType: z.string().refine((value) => (LOAN_TYPES as readonly string[]).includes(value), PROVIDER_REQUEST_MESSAGES.loanType),
  message: z.string().trim().min(1, PROVIDER_REQUEST_MESSAGES.message),
});

export type ProviderRequestValues = z.infer<typeof providerRequestSchema>;

/** The ticket a request becomes: the support team routes it to the provider. */
export function providerRequestTicket(company: string, values: ProviderRequestValues) {
  return { title: `Processing request: ${company}`, description: `Loan type: ${values.loanType}\n\n${values.message}` };
}
