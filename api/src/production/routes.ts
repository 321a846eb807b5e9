import { productionRoutes as routes } from '@lendhub/domain/rest/production';
import { Router } from 'express';
import { ROLE_NAMES } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { requireAuth, requireRole, viewerOf } from '../http/auth.ts';
import { mount, reply } from '../http/contract.ts';
import { ApiError } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
import { parseBody } from '../http/validate.ts';
import { productionOverview, setCompensation } from './repository.ts';

const USER_NOT_FOUND = routes.setCompensation.messages.userNotFound;

/** The home dashboard's production, rankings and pay (one call), and the compensation an Admin sets per user. */
export function productionRouter(deps: ApiDeps): Router {
  const router = Router();
  const { db } = deps;
  const auth = requireAuth(deps);

  mount(router, routes.overview, auth, async (req, res) => {
    reply(res, routes.overview, await productionOverview(db, viewerOf(req)));
  });

  mount(router, routes.setCompensation, auth, requireRole(ROLE_NAMES.admin), async (req, res) => {
    const userId = pathId(req, USER_NOT_FOUND, 'userId');
    const { compensationBps } = parseBody(routes.setCompensation.body, req);
    if (!(await setCompensation(db, userId, compensationBps))) throw new ApiError(404, USER_NOT_FOUND);
    reply(res, routes.setCompensation, { userId, compensationBps }, routes.setCompensation.messages.ok);
  });

  return router;
}
