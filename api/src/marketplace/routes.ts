import { marketplaceRoutes as routes } from '@lendhub/domain/rest/marketplace';
import { Router } from 'express';
import { ROLE_NAMES } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth, requireRole, viewerOf } from '../http/auth.ts';
import { mount, reply } from '../http/contract.ts';
import { ApiError } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
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

const EVENT_NOT_FOUND = routes.updateEvent.messages.notFound;
const VIDEO_NOT_FOUND = routes.removeVideo.messages.notFound;
const eventNotFound = () => new ApiError(404, EVENT_NOT_FOUND);

/**
 * Marketplace events (an Admin manages them, anyone signed in registers) and training videos (an
 * Admin adds and removes links). Spec §2 "Marketplace Events", "Training Videos".
 */
export function marketplaceRouter(deps: ApiDeps): Router {
  const router = Router();
  const { db } = deps;
  const auth = requireAuth(deps);
  const admin = requireRole(ROLE_NAMES.admin);

  mount(router, routes.events, auth, async (req, res) => {
    const { when } = parseQuery(routes.events.query, req);
    reply(res, routes.events, await listEvents(db, viewerOf(req), when));
  });

  mount(router, routes.eventsByIds, auth, async (req, res) => {
    const { ids } = parseQuery(routes.eventsByIds.query, req);
    reply(res, routes.eventsByIds, await findEvents(db, viewerOf(req), ids));
  });

  mount(router, routes.nextEvent, auth, async (req, res) => {
    const event = await nextEvent(db, viewerOf(req));
    if (!event) throw new ApiError(404, routes.nextEvent.messages.none);
    reply(res, routes.nextEvent, event);
  });

  mount(router, routes.createEvent, auth, admin, async (req, res) => {
    const input = parseBody(routes.createEvent.body, req);
    reply(res, routes.createEvent, await createEvent(db, viewerOf(req), input), routes.createEvent.messages.ok, 201);
  });

  mount(router, routes.updateEvent, auth, admin, async (req, res) => {
    const id = pathId(req, EVENT_NOT_FOUND);
    const input = parseBody(routes.updateEvent.body, req);
    reply(
      res,
      routes.updateEvent,
      valueOrThrow(await updateEvent(db, viewerOf(req), id, input), { 'not-found': eventNotFound }),
      routes.updateEvent.messages.ok,
    );
  });

  mount(router, routes.deleteEvent, auth, admin, async (req, res) => {
    const id = pathId(req, EVENT_NOT_FOUND);
    valueOrThrow(await deleteEvent(db, id), { 'not-found': eventNotFound });
    reply(res, routes.deleteEvent, { id }, routes.deleteEvent.messages.ok);
  });

  mount(router, routes.register, auth, async (req, res) => {
    const id = pathId(req, EVENT_NOT_FOUND);
    const event = valueOrThrow(await register(db, viewerOf(req), id), {
      'not-found': eventNotFound,
      'event-over': () => new ApiError(400, routes.register.messages.over),
    });
    reply(res, routes.register, event, routes.register.messages.ok(event.title));
  });

  mount(router, routes.cancelRegistration, auth, async (req, res) => {
    const id = pathId(req, EVENT_NOT_FOUND);
    const event = valueOrThrow(await cancelRegistration(db, viewerOf(req), id), { 'not-found': eventNotFound });
    reply(res, routes.cancelRegistration, event, routes.cancelRegistration.messages.ok);
  });

  mount(router, routes.videos, auth, async (_req, res) => {
    reply(res, routes.videos, await listVideos(db));
  });

  mount(router, routes.videosByIds, auth, async (req, res) => {
    const { ids } = parseQuery(routes.videosByIds.query, req);
    reply(res, routes.videosByIds, await findVideos(db, ids));
  });

  mount(router, routes.addVideo, auth, admin, async (req, res) => {
    const input = parseBody(routes.addVideo.body, req);
    reply(res, routes.addVideo, await createVideo(db, authOf(req).userId, input), routes.addVideo.messages.ok, 201);
  });

  mount(router, routes.removeVideo, auth, admin, async (req, res) => {
    const id = pathId(req, VIDEO_NOT_FOUND);
    valueOrThrow(await deleteVideo(db, id), { 'not-found': () => new ApiError(404, VIDEO_NOT_FOUND) });
    reply(res, routes.removeVideo, { id }, routes.removeVideo.messages.ok);
  });

  return router;
}
