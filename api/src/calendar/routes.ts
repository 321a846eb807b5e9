import { Router } from 'express';
import { calendarRoutes as routes, EVENT_CATEGORIES } from '@lendhub/domain/rest/calendar';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth } from '../http/auth.ts';
import { mount, reply } from '../http/contract.ts';
import { ApiError } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { createEvent, deleteEvent, findEvents, listEvents, updateEvent } from './repository.ts';

const NOT_FOUND = routes.update.messages.notFound;
const notFound = () => new ApiError(404, NOT_FOUND);

/** Colours of the calendar categories (spec §3 "Category: id, name, checked, color"). */
const CATEGORIES = [
  { id: 1, name: EVENT_CATEGORIES[0], checked: true, color: '#3182CE' },
  { id: 2, name: EVENT_CATEGORIES[1], checked: true, color: '#38A169' },
  { id: 3, name: EVENT_CATEGORIES[2], checked: true, color: '#D69E2E' },
  { id: 4, name: EVENT_CATEGORIES[3], checked: true, color: '#E53E3E' },
];

/**
 * Each user's own calendar (beyond the spec: the growth calendar's events are kept). Every route
 * is scoped to the caller; someone else's event is "not found".
 */
export function calendarRouter(deps: ApiDeps): Router {
  const router = Router();
  const { db } = deps;
  const auth = requireAuth(deps);

  mount(router, routes.categories, auth, (_req, res) => {
    reply(res, routes.categories, CATEGORIES);
  });

  mount(router, routes.events, auth, async (req, res) => {
    const { from, to } = parseQuery(routes.events.query, req);
    reply(res, routes.events, await listEvents(db, authOf(req).userId, from, to));
  });

  mount(router, routes.eventsByIds, auth, async (req, res) => {
    const { ids } = parseQuery(routes.eventsByIds.query, req);
    reply(res, routes.eventsByIds, await findEvents(db, authOf(req).userId, ids));
  });

  mount(router, routes.create, auth, async (req, res) => {
    const input = parseBody(routes.create.body, req);
    reply(res, routes.create, await createEvent(db, authOf(req).userId, input), routes.create.messages.ok);
  });

  mount(router, routes.update, auth, async (req, res) => {
    const id = pathId(req, NOT_FOUND);
    const input = parseBody(routes.update.body, req);
    const event = valueOrThrow(await updateEvent(db, authOf(req).userId, id, input), { 'not-found': notFound });
    reply(res, routes.update, event, routes.update.messages.ok);
  });

  mount(router, routes.delete, auth, async (req, res) => {
    const id = pathId(req, NOT_FOUND);
    valueOrThrow(await deleteEvent(db, authOf(req).userId, id), { 'not-found': notFound });
    reply(res, routes.delete, { id }, routes.delete.messages.ok);
  });

  return router;
}
