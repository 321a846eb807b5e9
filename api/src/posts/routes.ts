import { Router, type Request, type RequestHandler } from 'express';
import { ROLE_NAMES } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth, requireRole } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { addComment, createPost, findVisiblePost, listPosts, toggleLike, type Viewer } from './repository.ts';
import { commentBody, createPostBody, listPostsQuery } from './schemas.ts';

/** Who may write scenario posts (spec §6 "Add New Scenario"). */
export const POST_AUTHOR_ROLES = [ROLE_NAMES.admin, ROLE_NAMES.accountExecutive];

export function postsRouter(deps: ApiDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);

  router.get('/api/loan-posts', auth, async (req, res) => {
    const query = parseQuery(listPostsQuery, req);
    const viewer = viewerOf(req);
    if (query.includeDrafts && !viewer.isAdmin) throw new ApiError(403, 'Forbidden');
    sendOk(res, await listPosts(deps.db, viewer, query));
  });

  router.post('/api/loan-posts', auth, requireRole(...POST_AUTHOR_ROLES), async (req, res) => {
    const input = parseBody(createPostBody, req);
    sendOk(res, await createPost(deps.db, viewerOf(req), input), 'Post created successfully', 201);
  });

  // Non-numeric ids fall through, so other routers can own paths like /api/loan-posts/GetAllBLOGS.
  router.get('/api/loan-posts/:id', numericIdOnly, auth, async (req, res) => {
    const post = await findVisiblePost(deps.db, viewerOf(req), postIdOf(req));
    if (!post) throw postNotFound();
    sendOk(res, post);
  });

  router.post('/api/loan-posts/:id/likes', auth, async (req, res) => {
    const state = await toggleLike(deps.db, viewerOf(req), postIdOf(req));
    if (!state) throw postNotFound();
    sendOk(res, state, state.liked ? 'Post liked!' : 'Post unliked');
  });

  router.post('/api/loan-posts/:id/comments', auth, async (req, res) => {
    const postId = postIdOf(req);
    const { content } = parseBody(commentBody, req);
    const comment = await addComment(deps.db, viewerOf(req), postId, content);
    if (!comment) throw postNotFound();
    sendOk(res, comment, 'Comment added!', 201);
  });

  return router;
}

/** Non-numeric ids skip this route, so other routers can own e.g. GET /api/loan-posts/GetAllBLOGS. */
const numericIdOnly: RequestHandler = (req, _res, next) => next(/^\d+$/.test(String(req.params.id)) ? undefined : 'route');

function viewerOf(req: Request): Viewer {
  const { userId, role } = authOf(req);
  return { userId, isAdmin: role === ROLE_NAMES.admin };
}

/** A path id that is not a positive int4 cannot name a post: 404 like any unknown id. */
function postIdOf(req: Request): number {
  const raw = String(req.params.id ?? '');
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= 2_147_483_647)) throw postNotFound();
  return id;
}

function postNotFound(): ApiError {
  return new ApiError(404, 'Post not found');
}
