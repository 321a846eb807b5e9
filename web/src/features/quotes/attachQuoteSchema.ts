import { z } from 'zod';

export const CHOOSE_LOAN = 'Please choose a loan';

/** The attach dialog's one field: a loan's global id from the select (empty until one is chosen). */
export const attachQuoteSchema = z.object({ loanId: z.string().min(1, CHOOSE_LOAN) });

export type AttachQuoteValues = z.infer<typeof attachQuoteSchema>;
