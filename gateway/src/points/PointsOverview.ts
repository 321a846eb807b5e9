import type { GatewayContext } from '../context.ts';
import { globalIdField } from '../platform/relay/globalId.ts';
import type { ApiPointsOverview } from './types.ts';

export const PointsOverview = {
  id: globalIdField<ApiPointsOverview>('PointsOverview', (row) => row.userId),
  internalId: (row: ApiPointsOverview) => row.userId,
  fullName: (row: ApiPointsOverview) => row.user,
  user: (row: ApiPointsOverview, _args: unknown, context: GatewayContext) => context.loaders.userById.load(row.userId),
};
