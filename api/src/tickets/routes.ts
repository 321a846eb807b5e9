import { Router } from 'express';
import { TICKET_CATEGORIES, TICKET_STATUSES, TICKET_SUBCATEGORIES, ticketRoutes as routes } from '@lendhub/domain/rest/tickets';
import { ROLE_NAMES } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { requireAuth, requireRole, viewerOf } from '../http/auth.ts';
import { mount, reply } from '../http/contract.ts';
import { ApiError } from '../http/envelope.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { createTicket, findRepliesByIds, findTicketsByIds, listTickets } from './repository.ts';
import { changeTicketStatus, replyToTicket } from './service.ts';

const TICKET_NOT_FOUND = routes.reply.messages.notFound;
const ticketNotFound = () => new ApiError(404, TICKET_NOT_FOUND, { ticketId: TICKET_NOT_FOUND });

/**
 * The ticketing system (spec §7 "Tickets"). Any signed-in user may open a ticket and sees their
 * own; an Admin sees all. Replies: an Admin on any ticket, the owner on their own. Only an Admin
 * may change a status (spec §6), checked here whatever the gateway did.
 */
export function ticketsRouter(deps: ApiDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);

  mount(router, routes.create, auth, async (req, res) => {
    const input = parseBody(routes.create.body, req);
    reply(res, routes.create, await createTicket(deps.db, viewerOf(req), input), routes.create.messages.ok);
  });

  mount(router, routes.reply, auth, async (req, res) => {
    const input = parseBody(routes.reply.body, req);
    const answer = valueOrThrow(await replyToTicket(deps.db, viewerOf(req), input), { 'not-found': ticketNotFound });
    reply(res, routes.reply, { ...answer.reply, ticket: answer.ticket, notifiedUserIds: answer.notifiedUserIds }, routes.reply.messages.ok);
  });

  mount(router, routes.updateStatus, auth, requireRole(ROLE_NAMES.admin), async (req, res) => {
    const { ticketId, status } = parseBody(routes.updateStatus.body, req);
    const ticket = valueOrThrow(await changeTicketStatus(deps.db, viewerOf(req), ticketId, status), { 'not-found': ticketNotFound });
    reply(res, routes.updateStatus, ticket, routes.updateStatus.messages.ok);
  });

  mount(router, routes.list, auth, async (req, res) => {
    const filters = parseQuery(routes.list.query, req);
    reply(res, routes.list, await listTickets(deps.db, viewerOf(req), filters));
  });

  // Categories with their subcategories (spec §5), and the statuses, for the create and filter forms.
  mount(router, routes.options, auth, (_req, res) => {
    reply(res, routes.options, {
      categories: TICKET_CATEGORIES.map((category) => ({ ...category, subcategories: [...TICKET_SUBCATEGORIES] })),
      statuses: [...TICKET_STATUSES],
    });
  });

  mount(router, routes.byIds, auth, async (req, res) => {
    const { ids } = parseQuery(routes.byIds.query, req);
    reply(res, routes.byIds, await findTicketsByIds(deps.db, viewerOf(req), ids));
  });

  mount(router, routes.repliesByIds, auth, async (req, res) => {
    const { ids } = parseQuery(routes.repliesByIds.query, req);
    reply(res, routes.repliesByIds, await findRepliesByIds(deps.db, viewerOf(req), ids));
  });

  return router;
}
