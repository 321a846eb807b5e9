import { Router } from 'express';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { idParam } from '../http/params.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { usersByIdsQuery } from '../users/schemas.ts';
import { columnsOf, findEvents, listEvents } from './repository.ts';
import { calendarEventBody, EVENT_CATEGORIES, eventsRangeQuery } from './schemas.ts';

const NOT_FOUND = 'Event not found';

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
    const { ids } = parseQuery(usersByIdsQuery, req);
    sendOk(res, await findEvents(db, authOf(req).userId, ids));
  });

  router.post('/api/Calendar/CreateEvent', auth, async (req, res) => {
    const input = parseBody(calendarEventBody, req);
    const userId = authOf(req).userId;
    const { id } = await db
      .insertInto('calendar_events')
      .values({ user_id: userId, ...columnsOf(input) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [event] = await findEvents(db, userId, [id]);
    sendOk(res, event, 'Event created successfully');
  });

  router.put('/api/Calendar/UpdateEvent/:id', auth, async (req, res) => {
    const id = idParam(req, 'id', NOT_FOUND);
    const input = parseBody(calendarEventBody, req);
    const userId = authOf(req).userId;
    const updated = await db
      .updateTable('calendar_events')
      .set({ ...columnsOf(input), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new ApiError(404, NOT_FOUND);
    const [event] = await findEvents(db, userId, [id]);
    sendOk(res, event, 'Event updated successfully');
  });

  router.delete('/api/Calendar/DeleteEvent/:id', auth, async (req, res) => {
    const id = idParam(req, 'id', NOT_FOUND);
    const deleted = await db
      .deleteFrom('calendar_events')
      .where('id', '=', id)
      .where('user_id', '=', authOf(req).userId)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw new ApiError(404, NOT_FOUND);
    sendOk(res, { id }, 'Event deleted successfully');
  });

  return router;
}
