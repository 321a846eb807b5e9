import { REDEMPTION_MESSAGES, redemptionByCode, redemptionReason } from '@lendhub/domain/points';
import { pointsRoutes as routes } from '@lendhub/domain/rest/points';
import { Router } from 'express';
import { ROLE_NAMES } from '../auth/roles.ts';
import { inOrderOf } from '../db/values.ts';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth, requireRole, viewerOf } from '../http/auth.ts';
import { mount, reply } from '../http/contract.ts';
import { ApiError } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { findUserById } from '../users/repository.ts';
import { applyPointsChange, balanceOf, entriesByIds, historyOf, pointsOverview } from './ledger.ts';

/**
 * The points programme (spec §7 "Points"): a ledger, not a counter. Admins adjust and see everyone;
 * each user sees their own balance and history. Role rules are checked here, whatever the gateway did.
 */
export function pointsRouter(deps: ApiDeps): Router {
  const router = Router();
  const { db } = deps;
  const auth = requireAuth(deps);
  const admin = requireRole(ROLE_NAMES.admin);

  mount(router, routes.manage, auth, admin, async (req, res) => {
    const input = parseBody(routes.manage.body, req);
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
        const message = routes.manage.messages.insufficient(balance);
        return new ApiError(400, message, { pointsAmount: message });
      },
    });
    const [overview] = await pointsOverview(db, undefined, [input.userId]);
    const { added, subtracted } = routes.manage.messages;
    reply(res, routes.manage, { ...overview!, entry }, input.buttonAction === 'ADD' ? added : subtracted);
  });

  /**
   * Any signed-in user redeems their own points for a reward: its cost leaves their balance through the
   * ledger (the user's row is locked, so concurrent redemptions are applied one after another) with the
   * reason 'Redeemed: {reward}'. A short balance is refused and nothing is written.
   */
  mount(router, routes.redeem, auth, async (req, res) => {
    const { reward } = parseBody(routes.redeem.body, req);
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
    reply(res, routes.redeem, { userId: caller.userId, points: balance, entry }, REDEMPTION_MESSAGES.redeemed(redemption));
  });

  mount(router, routes.overview, auth, admin, async (req, res) => {
    const { search } = parseQuery(routes.overview.query, req);
    reply(res, routes.overview, await pointsOverview(db, search));
  });

  /** Overview rows by user id (the gateway's loader); Admins only. */
  mount(router, routes.overviewByIds, auth, admin, async (req, res) => {
    const { ids } = parseQuery(routes.overviewByIds.query, req);
    reply(
      res,
      routes.overviewByIds,
      inOrderOf(ids, await pointsOverview(db, undefined, ids), (row) => row.userId),
    );
  });

  mount(router, routes.history, auth, async (req, res) => {
    const userId = pathId(req, USER_NOT_FOUND);
    const viewer = viewerOf(req);
    if (!viewer.isAdmin && viewer.userId !== userId) throw new ApiError(403, 'Forbidden');
    if (!(await findUserById(db, userId))) throw new ApiError(404, USER_NOT_FOUND);
    reply(res, routes.history, await historyOf(db, userId, parseQuery(routes.history.query, req)));
  });

  /** History entries by id (node lookups): an Admin sees any, others only their own. */
  mount(router, routes.historyByIds, auth, async (req, res) => {
    const { ids } = parseQuery(routes.historyByIds.query, req);
    const viewer = viewerOf(req);
    reply(res, routes.historyByIds, await entriesByIds(db, ids, viewer.isAdmin ? undefined : viewer.userId));
  });

  mount(router, routes.own, auth, async (req, res) => {
    const { userId } = authOf(req);
    reply(res, routes.own, { userId, points: await balanceOf(db, userId) }, routes.own.messages.ok);
  });

  return router;
}

const USER_NOT_FOUND = routes.history.messages.userNotFound;
