import { Router } from 'express';
import type { ApiDeps } from '../deps.ts';
import { userRoutes as routes } from '@lendhub/domain/rest/users';
import { authOf, requireAuth, viewerOf } from '../http/auth.ts';
import { mount, reply } from '../http/contract.ts';
import { ApiError } from '../http/envelope.ts';
import { parseQuery } from '../http/validate.ts';
import { findPublicProfiles, findUserById } from './repository.ts';
import { profileSeenBy } from './visibility.ts';
import { listDepartments, listDirectory } from './directory-repository.ts';

export function usersRouter(deps: ApiDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);

  mount(router, routes.current, auth, async (req, res) => {
    const user = await findUserById(deps.db, authOf(req).userId);
    if (!user) throw new ApiError(404, routes.current.messages.notFound);
    reply(res, routes.current, user);
  });

  mount(router, routes.byIds, auth, async (req, res) => {
    const { ids } = parseQuery(routes.byIds.query, req);
    const viewer = viewerOf(req);
    reply(
      res,
      routes.byIds,
      (await findPublicProfiles(deps.db, ids)).map((user) => profileSeenBy(viewer, user)),
    );
  });

  /** The Company Directory (spec §2): everyone, searchable, with the departments to filter by. */
  mount(router, routes.directory, auth, async (req, res) => {
    const filter = parseQuery(routes.directory.query, req);
    const [people, departments] = await Promise.all([listDirectory(deps.db, viewerOf(req), filter), listDepartments(deps.db)]);
    reply(res, routes.directory, { people, departments });
  });

  return router;
}
