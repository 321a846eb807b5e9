import { SUPPORT_MESSAGES } from '@lendhub/domain/support';
import { z } from 'zod';
import { blankToUndefined, camelCaseKeys, integerFrom, requiredPlainText } from '../forms/fields.ts';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES } from './constants.ts';

export { SUPPORT_MESSAGES };

const M = SUPPORT_MESSAGES;

function lowerCased(value: unknown): unknown {
  const blank = blankToUndefined(value);
  return typeof blank === 'string' ? blank.trim().toLowerCase() : blank;
}

/**
 * CreateContactSupportTicket: multipart text fields in the spec's PascalCase (camelCase accepted).
 * Errors are keyed in camelCase. New tickets always start Open.
 */
export const createSupportTicketSchema = z.preprocess(
  camelCaseKeys,
  z.object({
    contactSupportTicketId: z.preprocess(
      blankToUndefined,
      integerFrom(M.newTicketId)
        .refine((id) => id === 0, M.newTicketId)
        .optional(),
    ),
    subject: requiredPlainText(M.subject, 200),
    category: z.preprocess(lowerCased, z.enum(SUPPORT_CATEGORIES, { error: M.category })),
    priority: z.preprocess(lowerCased, z.enum(SUPPORT_PRIORITIES, { error: M.priority })),
    description: requiredPlainText(M.description, 10_000),
  }),
);

export type CreateSupportTicketInput = z.output<typeof createSupportTicketSchema>;
