import { Router } from 'express';
import { ROLE_NAMES } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { requireAuth, requireRole, viewerOf } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
import { parseBody } from '../http/validate.ts';
import { compensationBody } from '../loans/schemas.ts';
import { productionOverview, setCompensation } from './repository.ts';

const USER_NOT_FOUND = 'User not found';

/** The home dashboard's production, rankings and pay (one call), and the compensation an Admin sets per user. */
export function productionRouter(deps: ApiDeps): Router {
  const router = Router();
  const { db } = deps;
  const auth = requireAuth(deps);

  router.get('/api/Production/Overview', auth, async (req, res) => {
    sendOk(res, await productionOverview(db, viewerOf(req)));
  });

  router.put('/api/Production/Compensation/:userId', auth, requireRole(ROLE_NAMES.admin), async (req, res) => {
    const userId = pathId(req, USER_NOT_FOUND, 'userId');
    const { compensationBps } = parseBody(compensationBody, req);
    if (!(await setCompensation(db, userId, compensationBps))) throw new ApiError(404, USER_NOT_FOUND);
    sendOk(res, { userId, compensationBps }, 'Compensation updated successfully');
  });

  return router;
}
