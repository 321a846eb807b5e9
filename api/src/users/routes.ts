import { Router } from 'express';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth, viewerOf } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { parseQuery } from '../http/validate.ts';
import { findPublicProfiles, findUserById } from './repository.ts';
import { idsQuery } from '../http/ids.ts';
import { profileSeenBy } from './visibility.ts';

export function usersRouter(deps: ApiDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);

  router.get('/api/User/GetUser', auth, async (req, res) => {
    const user = await findUserById(deps.db, authOf(req).userId);
    if (!user) throw new ApiError(404, 'User not found');
    sendOk(res, user);
  });

  router.get('/api/User/GetUsersByIds', auth, async (req, res) => {
    const { ids } = parseQuery(idsQuery, req);
    const viewer = viewerOf(req);
    sendOk(res, (await findPublicProfiles(deps.db, ids)).map((user) => profileSeenBy(viewer, user)));
  });

  return router;
}
