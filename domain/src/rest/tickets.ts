import { z } from 'zod';
import { TICKET_MESSAGES } from '../tickets.ts';
import { blankToUndefined, camelCaseKeys, integerFrom, optionalText, requiredPlainText, requiredText } from './fields.ts';
import { idsQuery } from './ids.ts';
import { restRoute } from './route.ts';

export { TICKET_MESSAGES };

/** Ticket options of spec §5 "Ticket categories" and §4 "Ticket status". */

export interface TicketOption {
  value: string;
  label: string;
}

export const TICKET_CATEGORIES: readonly TicketOption[] = [
  { value: 'appraisal-direct', label: 'Appraisal Direct' },
  { value: 'appraisals', label: 'Appraisals' },
  { value: 'assets', label: 'Assets' },
  { value: 'cash-to-close', label: 'Cash to Close' },
  { value: 'conditions', label: 'Conditions' },
];

/** Every category has the same three subcategories. */
export const TICKET_SUBCATEGORIES: readonly TicketOption[] = [
  { value: 'conventional-appraisal', label: 'Conventional Appraisal Question' },
  { value: 'desk-review', label: 'Desk Review Question' },
  { value: 'fha-va-appraisal', label: 'FHA/VA Appraisal Question' },
];

export const TICKET_STATUSES = ['Open', 'In Progress', 'Closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/**
 * The stored value for a category or subcategory given as its value or its label (the floating
 * panel and the dashboard send different forms); undefined when it is neither.
 */
export function optionValue(options: readonly TicketOption[], given: string): string | undefined {
  const wanted = given.trim().toLowerCase();
  return options.find((option) => option.value === wanted || option.label.toLowerCase() === wanted)?.value;
}

const M = TICKET_MESSAGES;

/**
 * CreateTicket (spec §3 "Ticket", §5 "Tickets"). Category and subcategory are optional (the header
 * modal sends neither) but go together: one without the other, or an unknown one, is refused.
 * New tickets always start Open, whatever `status` says. The title is `ticketTitle` on the wire (spec §7)
 * and in what the API answers; the GraphQL schema calls it `title`, and only the gateway translates.
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

/** A reply (spec §3 "Reply": Title, Message, From, To), stored with its ticket. */
export interface TicketReplyDto {
  replyId: number;
  ticketId: number;
  title: string;
  message: string;
  from: string;
  to: string;
  /** The signed-in user who wrote it. */
  authorId: number | null;
  createdDate: string;
}

/** A ticket (spec §3 "Ticket") with its replies, oldest first. `createdBy` is the creator's user id. */
export interface TicketDto {
  ticketId: number;
  ticketTitle: string;
  description: string;
  category: string | null;
  subcategory: string | null;
  status: TicketStatus;
  emailAddress: string;
  createdBy: number | null;
  createdDate: string;
  modifiedDate: string;
  replies: TicketReplyDto[];
}

/** The create and filter forms' options. */
export interface TicketOptionsDto {
  categories: (TicketOption & { subcategories: TicketOption[] })[];
  statuses: TicketStatus[];
}

/** What a reply answers: the reply, its ticket after it, and whose bell rang. */
export type TicketReplyAnswer = TicketReplyDto & { ticket: TicketDto; notifiedUserIds: number[] };

const TICKET_NOT_FOUND = 'Ticket not found';

/**
 * The ticketing system (spec §7 "Tickets"). Any signed-in user may open a ticket and sees their own; an Admin sees
 * all. Replies: an Admin on any ticket, the owner on their own. Only an Admin may change a status (spec §6).
 */
export const ticketRoutes = {
  create: restRoute<TicketDto>()({
    method: 'POST',
    path: '/api/TicketingSystem/CreateTicket',
    body: createTicketSchema,
    messages: { ok: 'Ticket created successfully' },
  }),
  reply: restRoute<TicketReplyAnswer>()({
    method: 'POST',
    path: '/api/TicketingSystem/ReplyTicket',
    body: replyTicketSchema,
    messages: { ok: 'Ticket replied successfully', notFound: TICKET_NOT_FOUND },
  }),
  updateStatus: restRoute<TicketDto>()({
    method: 'POST',
    path: '/api/TicketingSystem/UpdateTicketStatus',
    body: updateTicketStatusSchema,
    messages: { ok: 'Ticket status updated successfully', notFound: TICKET_NOT_FOUND },
  }),
  list: restRoute<TicketDto[]>()({ method: 'GET', path: '/api/TicketingSystem/GetAllTickets', query: ticketListQuerySchema }),
  options: restRoute<TicketOptionsDto>()({ method: 'GET', path: '/api/TicketingSystem/GetTicketOptions' }),
  byIds: restRoute<TicketDto[]>()({ method: 'GET', path: '/api/TicketingSystem/GetTicketsByIds', query: idsQuery }),
  repliesByIds: restRoute<TicketReplyDto[]>()({ method: 'GET', path: '/api/TicketingSystem/GetTicketRepliesByIds', query: idsQuery }),
};
