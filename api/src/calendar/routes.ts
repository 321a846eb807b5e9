import { Router } from 'express';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { idsQuery } from '../http/ids.ts';
import { createEvent, deleteEvent, findEvents, listEvents, updateEvent } from './repository.ts';
import { calendarEventBody, EVENT_CATEGORIES, eventsRangeQuery } from './schemas.ts';

const NOT_FOUND = 'Event not found';
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

  router.get('/api/Calendar/Categories', auth, (_req, res) => {
    sendOk(res, CATEGORIES);
  });

  router.get('/api/Calendar/GetEvents', auth, async (req, res) => {
    const { from, to } = parseQuery(eventsRangeQuery, req);
    sendOk(res, await listEvents(db, authOf(req).userId, from, to));
  });

  router.get('/api/Calendar/GetEventsByIds', auth, async (req, res) => {
    const { ids } = parseQuery(idsQuery, req);
    sendOk(res, await findEvents(db, authOf(req).userId, ids));
  });

  router.post('/api/Calendar/CreateEvent', auth, async (req, res) => {
    const input = parseBody(calendarEventBody, req);
    sendOk(res, await createEvent(db, authOf(req).userId, input), 'Event created successfully');
  });

  router.put('/api/Calendar/UpdateEvent/:id', auth, async (req, res) => {
    const id = pathId(req, NOT_FOUND);
    const input = parseBody(calendarEventBody, req);
    const event = valueOrThrow(await updateEvent(db, authOf(req).userId, id, input), { 'not-found': notFound });
    sendOk(res, event, 'Event updated successfully');
  });

  router.delete('/api/Calendar/DeleteEvent/:id', auth, async (req, res) => {
    const id = pathId(req, NOT_FOUND);
    valueOrThrow(await deleteEvent(db, authOf(req).userId, id), { 'not-found': notFound });
    sendOk(res, { id }, 'Event deleted successfully');
  });

  return router;
}
