import { TICKET_MESSAGES } from '@lendhub/domain/tickets';
import { z } from 'zod';
import { blankToUndefined, camelCaseKeys, integerFrom, optionalText, requiredPlainText, requiredText } from '../forms/fields.ts';
import { optionValue, TICKET_CATEGORIES, TICKET_STATUSES, TICKET_SUBCATEGORIES } from './constants.ts';

export { TICKET_MESSAGES };

const M = TICKET_MESSAGES;

/**
 * CreateTicket (spec §3 "Ticket", §5 "Tickets"). Category and subcategory are optional (the header
 * modal sends neither) but go together: one without the other, or an unknown one, is refused.
 * New tickets always start Open, whatever `status` says.
 */
export const createTicketSchema = z
  .object({
    ticketId: z.preprocess(
      blankToUndefined,
      integerFrom(M.newTicketId)
        .refine((id) => id === 0, M.newTicketId)
        .optional(),
    ),
    ticketTitle: requiredPlainText(M.title, 200),
    description: requiredPlainText(M.description, 10_000),
    category: optionalText(100),
    subcategory: optionalText(100),
    status: z.unknown().optional(),
  })
  .transform((input, ctx) => {
    const category = input.category === undefined ? undefined : optionValue(TICKET_CATEGORIES, input.category);
    const subcategory = input.subcategory === undefined ? undefined : optionValue(TICKET_SUBCATEGORIES, input.subcategory);
    if ((input.category !== undefined && category === undefined) || (input.category === undefined && input.subcategory !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['category'], message: M.category });
    }
    if (
      (input.subcategory !== undefined && subcategory === undefined) ||
      (input.category !== undefined && input.subcategory === undefined)
    ) {
      ctx.addIssue({ code: 'custom', path: ['subcategory'], message: M.subcategory });
    }
    return {
      ticketTitle: input.ticketTitle,
      description: input.description,
      category: category ?? null,
      subcategory: subcategory ?? null,
    };
  });

export type CreateTicketInput = z.output<typeof createTicketSchema>;

function ticketIdField() {
  return integerFrom(M.ticketId).refine((id) => id > 0, M.ticketId);
}

/**
 * ReplyTicket: Title, Message, From, To (spec §3 "Reply") plus `ticketId`, which the spec does not
 * show but a reply needs to be stored with its ticket. Both casings are accepted.
 */
export const replyTicketSchema = z.preprocess(
  camelCaseKeys,
  z.object({
    ticketId: ticketIdField(),
    title: requiredPlainText(M.replyTitle, 200),
    from: requiredText(M.replyFrom, 200),
    to: requiredText(M.replyTo, 200),
    message: requiredPlainText(M.replyMessage, 10_000),
  }),
);

export type ReplyTicketInput = z.output<typeof replyTicketSchema>;

export const updateTicketStatusSchema = z.object({
  ticketId: ticketIdField(),
  status: z.enum(TICKET_STATUSES, { error: M.status }),
});

/** GetAllTickets filters (optional; without them the whole visible list comes back). */
export const ticketListQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(TICKET_STATUSES, { error: M.status }).optional()),
  search: optionalText(100),
});
