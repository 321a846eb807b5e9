import { Router } from 'express';
import { ROLE_NAMES } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth, requireRole } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { idParam } from '../http/params.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { usersByIdsQuery } from '../users/schemas.ts';
import { applyPointsChange, balanceOf, entriesByIds, historyOf, pointsOverview } from './ledger.ts';
import { historyQuery, managePointsBody, overviewQuery } from './schemas.ts';

/**
 * The points programme (spec §7 "Points"): a ledger, not a counter. Admins adjust and see everyone;
 * each user sees their own balance and history. Role rules are checked here, whatever the gateway did.
 */
export function pointsRouter(deps: ApiDeps): Router {
  const router = Router();
  const { db } = deps;
  const auth = requireAuth(deps);
  const admin = requireRole(ROLE_NAMES.admin);

  router.post('/api/PointsManagement/MANAGE_USER_POINTS', auth, admin, async (req, res) => {
    const input = parseBody(managePointsBody, req);
    const caller = authOf(req);
    const author = await db.selectFrom('users').select(['id', 'full_name']).where('id', '=', caller.userId).executeTakeFirstOrThrow();
    const { entry } = await applyPointsChange(db, {
      userId: input.userId,
      action: input.buttonAction,
      amount: input.pointsAmount,
      reason: input.reason,
      author: { id: author.id, name: author.full_name },
    });
    const [overview] = await pointsOverview(db, undefined, [input.userId]);
    sendOk(res, { ...overview, entry }, input.buttonAction === 'ADD' ? 'Points added successfully' : 'Points subtracted successfully');
  });

  router.get('/api/PointsManagement/GETALL_USERS_POINTS_OVERVIEW', auth, admin, async (req, res) => {
    const { search } = parseQuery(overviewQuery, req);
    sendOk(res, await pointsOverview(db, search));
  });

  /** Overview rows by user id (the gateway's loader); Admins only. */
  router.get('/api/PointsManagement/OVERVIEW_BY_IDS', auth, admin, async (req, res) => {
    const { ids } = parseQuery(usersByIdsQuery, req);
    const rows = await pointsOverview(db, undefined, ids);
    const byId = new Map(rows.map((row) => [row.userId, row]));
    sendOk(res, ids.flatMap((id) => byId.get(id) ?? []));
  });

  router.get('/api/PointsManagement/GETALL_POINTSHISTORY/:id', auth, async (req, res) => {
    const userId = idParam(req, 'id', 'User not found');
    const caller = authOf(req);
    if (caller.role !== ROLE_NAMES.admin && caller.userId !== userId) throw new ApiError(403, 'Forbidden');
    const exists = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!exists) throw new ApiError(404, 'User not found');
    sendOk(res, await historyOf(db, userId, parseQuery(historyQuery, req)));
  });

  /** History entries by id (node lookups): an Admin sees any, others only their own. */
  router.get('/api/PointsManagement/HISTORY_BY_IDS', auth, async (req, res) => {
    const { ids } = parseQuery(usersByIdsQuery, req);
    const caller = authOf(req);
    sendOk(res, await entriesByIds(db, ids, caller.role === ROLE_NAMES.admin ? undefined : caller.userId));
  });

  router.get('/api/PointsManagement/USERS_POINTS_OVERVIEW_BY_USERID', auth, async (req, res) => {
    const { userId } = authOf(req);
    sendOk(res, { userId, points: await balanceOf(db, userId) }, 'Points retrieved successfully');
  });

  return router;
}
