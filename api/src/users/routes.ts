import { Router } from 'express';
import type { ApiDeps } from '../deps.ts';
import { z } from 'zod';
import { authOf, requireAuth, viewerOf } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { parseQuery } from '../http/validate.ts';
import { findPublicProfiles, findUserById } from './repository.ts';
import { idsQuery } from '../http/ids.ts';
import { profileSeenBy } from './visibility.ts';
import { listDepartments, listDirectory } from './directory-repository.ts';

const directoryQuery = z.object({
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  department: z.string().trim().max(100, 'department must be at most 100 characters').optional(),
});

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
    sendOk(
      res,
      (await findPublicProfiles(deps.db, ids)).map((user) => profileSeenBy(viewer, user)),
    );
  });

  /** The Company Directory (spec §2): everyone, searchable, with the departments to filter by. */
  router.get('/api/User/GetDirectory', auth, async (req, res) => {
    const filter = parseQuery(directoryQuery, req);
    const [people, departments] = await Promise.all([listDirectory(deps.db, viewerOf(req), filter), listDepartments(deps.db)]);
    sendOk(res, { people, departments });
  });

  return router;
}
