import { Router } from 'express';
import { ROLE_NAMES } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { idsQuery } from '../http/ids.ts';
import { requireAuth, requireRole, viewerOf } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { TICKET_CATEGORIES, TICKET_STATUSES, TICKET_SUBCATEGORIES } from './constants.ts';
import { createTicket, findRepliesByIds, findTicketsByIds, listTickets } from './repository.ts';
import { changeTicketStatus, replyToTicket } from './service.ts';
import { createTicketSchema, replyTicketSchema, ticketListQuerySchema, updateTicketStatusSchema } from './schemas.ts';

/**
 * The ticketing system (spec §7 "Tickets"). Any signed-in user may open a ticket and sees their
 * own; an Admin sees all. Replies: an Admin on any ticket, the owner on their own. Only an Admin
 * may change a status (spec §6), checked here whatever the gateway did.
 */
export function ticketsRouter(deps: ApiDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);

  router.post('/api/TicketingSystem/CreateTicket', auth, async (req, res) => {
    const input = parseBody(createTicketSchema, req);
    sendOk(res, await createTicket(deps.db, viewerOf(req), input), 'Ticket created successfully');
  });

  router.post('/api/TicketingSystem/ReplyTicket', auth, async (req, res) => {
    const input = parseBody(replyTicketSchema, req);
    const { reply, ticket, notifiedUserIds } = valueOrThrow(await replyToTicket(deps.db, viewerOf(req), input), {
      'not-found': ticketNotFound,
    });
    sendOk(res, { ...reply, ticket, notifiedUserIds }, 'Ticket replied successfully');
  });

  router.post('/api/TicketingSystem/UpdateTicketStatus', auth, requireRole(ROLE_NAMES.admin), async (req, res) => {
    const { ticketId, status } = parseBody(updateTicketStatusSchema, req);
    const ticket = valueOrThrow(await changeTicketStatus(deps.db, viewerOf(req), ticketId, status), { 'not-found': ticketNotFound });
    sendOk(res, ticket, 'Ticket status updated successfully');
  });

  router.get('/api/TicketingSystem/GetAllTickets', auth, async (req, res) => {
    const filters = parseQuery(ticketListQuerySchema, req);
    sendOk(res, await listTickets(deps.db, viewerOf(req), filters));
  });

  // Categories with their subcategories (spec §5), and the statuses, for the create and filter forms.
  router.get('/api/TicketingSystem/GetTicketOptions', auth, (_req, res) => {
    sendOk(res, {
      categories: TICKET_CATEGORIES.map((category) => ({ ...category, subcategories: TICKET_SUBCATEGORIES })),
      statuses: TICKET_STATUSES,
    });
  });

  router.get('/api/TicketingSystem/GetTicketsByIds', auth, async (req, res) => {
    const { ids } = parseQuery(idsQuery, req);
    sendOk(res, await findTicketsByIds(deps.db, viewerOf(req), ids));
  });

  router.get('/api/TicketingSystem/GetTicketRepliesByIds', auth, async (req, res) => {
    const { ids } = parseQuery(idsQuery, req);
    sendOk(res, await findRepliesByIds(deps.db, viewerOf(req), ids));
  });

  return router;
}

const TICKET_NOT_FOUND = 'Ticket not found';
const ticketNotFound = () => new ApiError(404, TICKET_NOT_FOUND, { ticketId: TICKET_NOT_FOUND });
