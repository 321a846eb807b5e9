import { marketplaceEventSchema, trainingVideoSchema } from '@lendhub/domain/events';
import { Router } from 'express';
import { z } from 'zod';
import { ROLE_NAMES } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth, requireRole, viewerOf } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { idsQuery, pathId } from '../http/ids.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import {
  cancelRegistration,
  createEvent,
  deleteEvent,
  findEvents,
  listEvents,
  nextEvent,
  register,
  updateEvent,
} from './events-repository.ts';
import { createVideo, deleteVideo, findVideos, listVideos } from './videos-repository.ts';

const EVENT_NOT_FOUND = 'Event not found';
const VIDEO_NOT_FOUND = 'Video not found';
const eventNotFound = () => new ApiError(404, EVENT_NOT_FOUND);

const listQuery = z.object({
  when: z.enum(['upcoming', 'past'], { error: 'when must be upcoming or past' }).default('upcoming'),
});

/**
 * Marketplace events (an Admin manages them, anyone signed in registers) and training videos (an
 * Admin adds and removes links). Spec §2 "Marketplace Events", "Training Videos".
 */
export function marketplaceRouter(deps: ApiDeps): Router {
  const router = Router();
  const { db } = deps;
  const auth = requireAuth(deps);
  const admin = requireRole(ROLE_NAMES.admin);

  router.get('/api/MarketplaceEvents', auth, async (req, res) => {
    const { when } = parseQuery(listQuery, req);
    sendOk(res, await listEvents(db, viewerOf(req), when));
  });

  router.get('/api/MarketplaceEvents/GetByIds', auth, async (req, res) => {
    const { ids } = parseQuery(idsQuery, req);
    sendOk(res, await findEvents(db, viewerOf(req), ids));
  });

  /** /event without an id opens this one. */
  router.get('/api/MarketplaceEvents/Next', auth, async (req, res) => {
    const event = await nextEvent(db, viewerOf(req));
    if (!event) throw new ApiError(404, 'No upcoming events');
    sendOk(res, event);
  });

  router.post('/api/MarketplaceEvents', auth, admin, async (req, res) => {
    const input = parseBody(marketplaceEventSchema, req);
    sendOk(res, await createEvent(db, viewerOf(req), input), 'Event created successfully', 201);
  });

  router.put('/api/MarketplaceEvents/:id', auth, admin, async (req, res) => {
    const id = pathId(req, EVENT_NOT_FOUND);
    const input = parseBody(marketplaceEventSchema, req);
    sendOk(
      res,
      valueOrThrow(await updateEvent(db, viewerOf(req), id, input), { 'not-found': eventNotFound }),
      'Event updated successfully',
    );
  });

  router.delete('/api/MarketplaceEvents/:id', auth, admin, async (req, res) => {
    const id = pathId(req, EVENT_NOT_FOUND);
    valueOrThrow(await deleteEvent(db, id), { 'not-found': eventNotFound });
    sendOk(res, { id }, 'Event deleted successfully');
  });

  router.post('/api/MarketplaceEvents/:id/Registration', auth, async (req, res) => {
    const id = pathId(req, EVENT_NOT_FOUND);
    const event = valueOrThrow(await register(db, viewerOf(req), id), {
      'not-found': eventNotFound,
      'event-over': () => new ApiError(400, 'This event has already taken place'),
    });
    sendOk(res, event, `You are registered for ${event.title}`);
  });

  router.delete('/api/MarketplaceEvents/:id/Registration', auth, async (req, res) => {
    const id = pathId(req, EVENT_NOT_FOUND);
    const event = valueOrThrow(await cancelRegistration(db, viewerOf(req), id), { 'not-found': eventNotFound });
    sendOk(res, event, 'Your registration was cancelled');
  });

  router.get('/api/TrainingVideos', auth, async (_req, res) => {
    sendOk(res, await listVideos(db));
  });

  router.get('/api/TrainingVideos/GetByIds', auth, async (req, res) => {
    const { ids } = parseQuery(idsQuery, req);
    sendOk(res, await findVideos(db, ids));
  });

  router.post('/api/TrainingVideos', auth, admin, async (req, res) => {
    const input = parseBody(trainingVideoSchema, req);
    sendOk(res, await createVideo(db, authOf(req).userId, input), 'Video added successfully', 201);
  });

  router.delete('/api/TrainingVideos/:id', auth, admin, async (req, res) => {
    const id = pathId(req, VIDEO_NOT_FOUND);
    valueOrThrow(await deleteVideo(db, id), { 'not-found': () => new ApiError(404, VIDEO_NOT_FOUND) });
    sendOk(res, { id }, 'Video removed successfully');
  });

  return router;
}
