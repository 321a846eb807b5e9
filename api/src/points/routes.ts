import { REDEMPTION_MESSAGES, redemptionByCode, redemptionReason } from '@lendhub/domain/points';
import { Router } from 'express';
import { ROLE_NAMES } from '../auth/roles.ts';
import { inOrderOf } from '../db/values.ts';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth, requireRole, viewerOf } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { findUserById } from '../users/repository.ts';
import { idsQuery } from '../http/ids.ts';
import { applyPointsChange, balanceOf, entriesByIds, historyOf, pointsOverview } from './ledger.ts';
import { historyQuery, managePointsBody, overviewQuery, redeemPointsBody } from './schemas.ts';

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
    const author = await findUserById(db, authOf(req).userId);
    if (!author) throw new ApiError(401, 'Unauthorized');
    const change = {
      userId: input.userId,
      action: input.buttonAction,
      amount: input.pointsAmount,
      reason: input.reason,
      author: { id: author.userId, name: author.fullName },
    };
    const { entry } = valueOrThrow(await applyPointsChange(db, change), {
      'user-not-found': () => new ApiError(404, USER_NOT_FOUND, { userId: USER_NOT_FOUND }),
      'insufficient-points': ({ balance }) => {
        const message = `Insufficient points: balance is ${balance}`;
        return new ApiError(400, message, { pointsAmount: message });
      },
    });
    const [overview] = await pointsOverview(db, undefined, [input.userId]);
    sendOk(res, { ...overview, entry }, input.buttonAction === 'ADD' ? 'Points added successfully' : 'Points subtracted successfully');
  });

  /**
   * Any signed-in user redeems their own points for a reward: its cost leaves their balance through the
   * ledger (the user's row is locked, so concurrent redemptions are applied one after another) with the
   * reason 'Redeemed: {reward}'. A short balance is refused and nothing is written.
   */
  router.post('/api/PointsManagement/REDEEM_POINTS', auth, async (req, res) => {
    const { reward } = parseBody(redeemPointsBody, req);
    const redemption = redemptionByCode(reward)!;
    const caller = await findUserById(db, authOf(req).userId);
    if (!caller) throw new ApiError(401, 'Unauthorized');
    const change = {
      userId: caller.userId,
      action: 'SUBTRACT' as const,
      amount: redemption.cost,
      reason: redemptionReason(redemption),
      author: { id: caller.userId, name: caller.fullName },
    };
    const { entry, balance } = valueOrThrow(await applyPointsChange(db, change), {
      'user-not-found': () => new ApiError(401, 'Unauthorized'),
      'insufficient-points': ({ balance: before }) => {
        const message = REDEMPTION_MESSAGES.notEnoughPoints(redemption, before);
        return new ApiError(400, message, { reward: message });
      },
    });
    sendOk(res, { userId: caller.userId, points: balance, entry }, REDEMPTION_MESSAGES.redeemed(redemption));
  });

  router.get('/api/PointsManagement/GETALL_USERS_POINTS_OVERVIEW', auth, admin, async (req, res) => {
    const { search } = parseQuery(overviewQuery, req);
    sendOk(res, await pointsOverview(db, search));
  });

  /** Overview rows by user id (the gateway's loader); Admins only. */
  router.get('/api/PointsManagement/OVERVIEW_BY_IDS', auth, admin, async (req, res) => {
    const { ids } = parseQuery(idsQuery, req);
    sendOk(
      res,
      inOrderOf(ids, await pointsOverview(db, undefined, ids), (row) => row.userId),
    );
  });

  router.get('/api/PointsManagement/GETALL_POINTSHISTORY/:id', auth, async (req, res) => {
    const userId = pathId(req, USER_NOT_FOUND);
    const viewer = viewerOf(req);
    if (!viewer.isAdmin && viewer.userId !== userId) throw new ApiError(403, 'Forbidden');
    if (!(await findUserById(db, userId))) throw new ApiError(404, USER_NOT_FOUND);
    sendOk(res, await historyOf(db, userId, parseQuery(historyQuery, req)));
  });

  /** History entries by id (node lookups): an Admin sees any, others only their own. */
  router.get('/api/PointsManagement/HISTORY_BY_IDS', auth, async (req, res) => {
    const { ids } = parseQuery(idsQuery, req);
    const viewer = viewerOf(req);
    sendOk(res, await entriesByIds(db, ids, viewer.isAdmin ? undefined : viewer.userId));
  });

  router.get('/api/PointsManagement/USERS_POINTS_OVERVIEW_BY_USERID', auth, async (req, res) => {
    const { userId } = authOf(req);
    sendOk(res, { userId, points: await balanceOf(db, userId) }, 'Points retrieved successfully');
  });

  return router;
}

const USER_NOT_FOUND = 'User not found';
