import { Router } from 'express';
import { roleNamesThatCan } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { requireAuth, requireRole, viewerOf } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { idsQuery, pathId } from '../http/ids.ts';
import { lendersThatFitPosts } from './lenders-that-fit.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { deletePost, listBlogs, mayEditPost, updatePost } from './edit-repository.ts';
import { addComment, createPost, findVisiblePost, listPosts, toggleLike } from './repository.ts';
import { commentBody, createPostBody, listPostsQuery } from './schemas.ts';

/** Who may write scenario posts (spec §6 "Add New Scenario"). */
export const POST_AUTHOR_ROLES = roleNamesThatCan('createPost');

const POST_NOT_FOUND = 'Post not found';
const postNotFound = () => new ApiError(404, POST_NOT_FOUND);
const forbidden = () => new ApiError(403, 'Forbidden');
const LENDER_NOT_FOUND = 'Lender not found';
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

  router.get('/api/loan-posts', auth, async (req, res) => {
    const query = parseQuery(listPostsQuery, req);
    const viewer = viewerOf(req);
    if (query.includeDrafts && !viewer.isAdmin) throw forbidden();
    sendOk(res, await listPosts(db, viewer, query));
  });

  router.post('/api/loan-posts', auth, requireRole(...POST_AUTHOR_ROLES), async (req, res) => {
    const input = parseBody(createPostBody, req);
    const created = valueOrThrow(await createPost(db, viewerOf(req), input, new Date()), { 'lender-not-found': lenderNotFound });
    // notifiedUserIds: the account executives told of the scenario (the gateway pushes their bell live).
    sendOk(res, { ...created.post, notifiedUserIds: created.notifiedUserIds }, 'Blog post created successfully!', 201);
  });

  router.get('/api/loan-posts/lenders-that-fit', auth, async (req, res) => {
    const { ids } = parseQuery(idsQuery, req);
    sendOk(res, await lendersThatFitPosts(db, viewerOf(req), ids, new Date()));
  });

  router.get('/api/loan-posts/GetAllBLOGS', auth, async (req, res) => {
    sendOk(res, await listBlogs(db, viewerOf(req)));
  });

  router.get('/api/loan-posts/:id', auth, async (req, res) => {
    const post = await findVisiblePost(db, viewerOf(req), pathId(req, POST_NOT_FOUND));
    if (!post) throw postNotFound();
    sendOk(res, post);
  });

  router.put('/api/loan-posts/:id', auth, async (req, res) => {
    const postId = pathId(req, POST_NOT_FOUND);
    const viewer = viewerOf(req);
    const refusals = { 'not-found': postNotFound, forbidden };
    // Who may edit comes first: a stranger learns nothing from the validation of their body.
    valueOrThrow(await mayEditPost(db, viewer, postId), refusals);
    const input = parseBody(createPostBody, req);
    sendOk(res, valueOrThrow(await updatePost(db, viewer, postId, input), refusals), 'Blog post updated successfully!');
  });

  router.delete('/api/loan-posts/:id', auth, async (req, res) => {
    const postId = pathId(req, POST_NOT_FOUND);
    valueOrThrow(await deletePost(db, viewerOf(req), postId), { 'not-found': postNotFound, forbidden });
    sendOk(res, { postId }, 'Blog post deleted successfully');
  });

  router.post('/api/loan-posts/:id/likes', auth, async (req, res) => {
    const state = valueOrThrow(await toggleLike(db, viewerOf(req), pathId(req, POST_NOT_FOUND)), { 'not-found': postNotFound });
    sendOk(res, state, state.liked ? 'Post liked!' : 'Post unliked');
  });

  router.post('/api/loan-posts/:id/comments', auth, async (req, res) => {
    const postId = pathId(req, POST_NOT_FOUND);
    const { content } = parseBody(commentBody, req);
    const { comment, notifiedUserIds } = valueOrThrow(await addComment(db, viewerOf(req), postId, content), { 'not-found': postNotFound });
    // notifiedUserIds: whose bell rings (the gateway pushes it live to exactly them).
    sendOk(res, { ...comment, notifiedUserIds }, 'Comment added!', 201);
  });

  return router;
}
