import type { GatewayContext } from '../context.ts';
import { notFound } from '../platform/errors/errors.ts';
import { withInputFieldNames } from '../platform/errors/fieldErrors.ts';
import { keysetCursor } from '../platform/relay/connection.ts';
import { internalIntId } from '../platform/relay/globalId.ts';
import { REDEMPTION_MESSAGES, redemptionByCode } from '@lendhub/domain/points';
import { managePoints, redeemPoints } from './api.ts';
import type { PointsAction } from '@lendhub/domain/rest/points';

interface ManagePointsInput {
  userId?: string | null;
  pointsAmount?: number | null;
  action?: PointsAction | null;
  reason?: string | null;
}

export const pointsMutations = {
  /** The viewer redeems points; the API checks the balance under the ledger's lock and writes the entry. */
  async redeemPoints(_parent: unknown, args: { input: { reward: string } }, context: GatewayContext) {
    // A short balance comes back as BAD_USER_INPUT with the API's message, on the input's `reward` field.
    const { userId, points: balance, entry } = await redeemPoints(context.api, { reward: redemptionByCode(args.input.reward)?.code });
    context.loaders.pointsEntryById.prime(entry.id, entry);
    context.loaders.newestPointsEntryByUserId.clear(userId).prime(userId, entry);
    context.loaders.viewerPoints.clearAll().prime('viewer', balance);
    context.loaders.pointsOverviewByUserId.clear(userId);
    const redemption = redemptionByCode(args.input.reward);
    return {
      message: redemption ? REDEMPTION_MESSAGES.redeemed(redemption) : entry.reason,
      points: { userId },
      historyEdge: { cursor: keysetCursor(entry.id), node: entry },
    };
  },

  async managePoints(_parent: unknown, args: { input: ManagePointsInput }, context: GatewayContext) {
    const { input } = args;
    // Missing fields go upstream as null so the API answers with the spec's 'Please fill in all fields'.
    const userId = input.userId ? internalIntId(input.userId, 'User', 'userId') : null;
    const { data: result, message } = await withInputFieldNames(
      managePoints(context.api, {
        userId,
        pointsAmount: input.pointsAmount ?? null,
        buttonAction: input.action ?? null,
        reason: input.reason ?? null,
      }),
      { buttonAction: 'action' },
    );
    const { entry, ...overview } = result;
    context.loaders.pointsOverviewByUserId.clear(overview.userId).prime(overview.userId, overview);
    context.loaders.pointsEntryById.prime(entry.id, entry);
    context.loaders.viewerPoints.clearAll();
    const user = await context.loaders.userById.load(overview.userId);
    if (!user) throw notFound('User not found');
    return {
      overview,
      historyEdge: { cursor: keysetCursor(entry.id), node: entry },
      user,
      // The API's own 'Points added successfully' / 'Points subtracted successfully' (spec §8).
      message,
    };
  },
};
