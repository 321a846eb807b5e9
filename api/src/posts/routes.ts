import { postRoutes as routes } from '@lendhub/domain/rest/posts';
import { Router } from 'express';
import { roleNamesThatCan } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { requireAuth, requireRole, viewerOf } from '../http/auth.ts';
import { mount, reply } from '../http/contract.ts';
import { ApiError } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
import { lendersThatFitPosts, withLendersThatFit } from './lenders-that-fit.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { deletePost, listBlogs, mayEditPost, updatePost } from './edit-repository.ts';
import { addComment, createPost, findPostForReaders, findVisiblePost, listPosts, toggleLike } from './repository.ts';
import { isGatewayCall } from '@lendhub/server-kit/rate-limit';

/** Who may write scenario posts (spec §6 "Add New Scenario"). */
export const POST_AUTHOR_ROLES = roleNamesThatCan('createPost');

const POST_NOT_FOUND = routes.get.messages.notFound;
const postNotFound = () => new ApiError(404, POST_NOT_FOUND);
const forbidden = () => new ApiError(403, 'Forbidden');
const LENDER_NOT_FOUND = routes.create.messages.lenderNotFound;
const lenderNotFound = () => new ApiError(400, LENDER_NOT_FOUND, { lenderId: LENDER_NOT_FOUND });

/**
 * Posts under /api/loan-posts (spec §7 "Loan posts and blogs"): the feed, one post, likes and
 * comments; GetAllBLOGS lists drafts only to an Admin; PUT and DELETE are for the post's author or an
 * Admin, checked here. The whole resource lives in this one router, its literal path
 * (`GetAllBLOGS`) declared before `:id`, so no other router's mount order matters.
 */
export function postsRouter(deps: ApiDeps): Router {
  const router = Router();
  const { db } = deps;
  const auth = requireAuth(deps);

  mount(router, routes.list, auth, async (req, res) => {
    const query = parseQuery(routes.list.query, req);
    const viewer = viewerOf(req);
    if (query.includeDrafts && !viewer.isAdmin) throw forbidden();
    const posts = await listPosts(db, viewer, query);
    reply(res, routes.list, query.withLendersThatFit ? await withLendersThatFit(db, posts, new Date()) : posts);
  });

  mount(router, routes.create, auth, requireRole(...POST_AUTHOR_ROLES), async (req, res) => {
    const input = parseBody(routes.create.body, req);
    const created = valueOrThrow(await createPost(db, viewerOf(req), input, new Date()), { 'lender-not-found': lenderNotFound });
    // notifiedUserIds: the account executives told of the scenario (the gateway pushes their bell live).
    reply(res, routes.create, { ...created.post, notifiedUserIds: created.notifiedUserIds }, routes.create.messages.ok, 201);
  });

  mount(router, routes.lendersThatFit, auth, async (req, res) => {
    const { ids } = parseQuery(routes.lendersThatFit.query, req);
    reply(res, routes.lendersThatFit, await lendersThatFitPosts(db, viewerOf(req), ids, new Date()));
  });

  mount(router, routes.blogs, auth, async (req, res) => {
    reply(res, routes.blogs, await listBlogs(db, viewerOf(req)));
  });

  mount(router, routes.get, auth, async (req, res) => {
    const post = await findVisiblePost(db, viewerOf(req), pathId(req, POST_NOT_FOUND));
    if (!post) throw postNotFound();
    reply(res, routes.get, post);
  });

  // The gateway's alone: it asks for the users its live update goes to (who may read the post is decided here).
  mount(router, routes.readers, async (req, res) => {
    if (!isGatewayCall(req.headers['x-gateway-key'], deps.config.jwtSecret)) throw forbidden();
    const { userIds } = parseQuery(routes.readers.query, req);
    const found = await findPostForReaders(db, pathId(req, POST_NOT_FOUND), userIds);
    if (!found) throw postNotFound();
    const [post] = await withLendersThatFit(db, [found.post], new Date());
    reply(res, routes.readers, { ...found, post: post! });
  });

  mount(router, routes.update, auth, async (req, res) => {
    const postId = pathId(req, POST_NOT_FOUND);
    const viewer = viewerOf(req);
    const refusals = { 'not-found': postNotFound, forbidden };
    // Who may edit comes first: a stranger learns nothing from the validation of their body.
    valueOrThrow(await mayEditPost(db, viewer, postId), refusals);
    const input = parseBody(routes.update.body, req);
    reply(res, routes.update, valueOrThrow(await updatePost(db, viewer, postId, input), refusals), routes.update.messages.ok);
  });

  mount(router, routes.delete, auth, async (req, res) => {
    const postId = pathId(req, POST_NOT_FOUND);
    valueOrThrow(await deletePost(db, viewerOf(req), postId), { 'not-found': postNotFound, forbidden });
    reply(res, routes.delete, { postId }, routes.delete.messages.ok);
  });

  mount(router, routes.toggleLike, auth, async (req, res) => {
    const state = valueOrThrow(await toggleLike(db, viewerOf(req), pathId(req, POST_NOT_FOUND)), { 'not-found': postNotFound });
    reply(res, routes.toggleLike, state, state.liked ? routes.toggleLike.messages.liked : routes.toggleLike.messages.unliked);
  });

  mount(router, routes.comment, auth, async (req, res) => {
    const postId = pathId(req, POST_NOT_FOUND);
    const { content } = parseBody(routes.comment.body, req);
    const { comment, notifiedUserIds } = valueOrThrow(await addComment(db, viewerOf(req), postId, content), { 'not-found': postNotFound });
    // notifiedUserIds: whose bell rings (the gateway pushes it live to exactly them).
    reply(res, routes.comment, { ...comment, notifiedUserIds }, routes.comment.messages.ok, 201);
  });

  return router;
}
