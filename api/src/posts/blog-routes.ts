import { Router, type Request } from 'express';
import { ROLE_NAMES } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { pathId } from '../forms/ids.ts';
import { authOf, requireAuth } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { parseBody } from '../http/validate.ts';
import type { Viewer } from './repository.ts';
import { createPostBody } from './schemas.ts';
import { deletePost, editRefusal, listBlogs, updatePost, type EditRefusal } from './edit-repository.ts';

const POST_NOT_FOUND = 'Post not found';

/**
 * Blogs and post editing (spec §7 "Loan posts and blogs"): GetAllBLOGS lists drafts only to an
 * Admin; PUT and DELETE are for the post's author or an Admin, checked here.
 */
export function blogsRouter(deps: ApiDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);

  router.get('/api/loan-posts/GetAllBLOGS', auth, async (req, res) => {
    sendOk(res, await listBlogs(deps.db, viewerOf(req)));
  });

  router.put('/api/loan-posts/:id', auth, async (req, res) => {
    const postId = pathId(req.params.id, POST_NOT_FOUND);
    // Who may edit comes first: a stranger learns nothing from the validation of their body.
    const refused = await editRefusal(deps.db, viewerOf(req), postId);
    if (refused) throw refusalError(refused);
    const input = parseBody(createPostBody, req);
    const result = await updatePost(deps.db, viewerOf(req), postId, input);
    if (typeof result === 'string') throw refusalError(result);
    sendOk(res, result, 'Blog post updated successfully!');
  });

  router.delete('/api/loan-posts/:id', auth, async (req, res) => {
    const postId = pathId(req.params.id, POST_NOT_FOUND);
    const result = await deletePost(deps.db, viewerOf(req), postId);
    if (result !== true) throw refusalError(result);
    sendOk(res, { postId }, 'Blog post deleted successfully');
  });

  return router;
}

function refusalError(refusal: EditRefusal): ApiError {
  return refusal === 'not-found' ? new ApiError(404, POST_NOT_FOUND) : new ApiError(403, 'Forbidden');
}

function viewerOf(req: Request): Viewer {
  const { userId, role } = authOf(req);
  return { userId, isAdmin: role === ROLE_NAMES.admin };
}
