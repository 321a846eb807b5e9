import type { GatewayContext } from '../context.ts';
import type { ForwardArgs } from '../platform/relay/connection.ts';
import { globalIdField } from '../platform/relay/globalId.ts';
import { historyPage } from './history.ts';
import { balanceOf, lastActivityOf, type PointsParent } from './ownership.ts';
import { redemptionOptionsFor } from './redemptions.ts';

export const Points = {
  id: globalIdField<PointsParent>('Points', (points) => points.userId),
  user: (points: PointsParent, _args: unknown, context: GatewayContext) => context.loaders.userById.load(points.userId),
  balance: (points: PointsParent, _args: unknown, context: GatewayContext) => balanceOf(points, context),
  lastActivity: (points: PointsParent, _args: unknown, context: GatewayContext) => lastActivityOf(points, context),
  history: (points: PointsParent, args: ForwardArgs, context: GatewayContext) => historyPage(points.userId, args, context),
  redemptionOptions: async (points: PointsParent, _args: unknown, context: GatewayContext) =>
    redemptionOptionsFor(await balanceOf(points, context)),
};
