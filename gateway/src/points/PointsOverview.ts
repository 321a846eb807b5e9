import type { GatewayContext } from '../context.ts';
import { globalIdField } from '../platform/relay/globalId.ts';
import type { PointsOverviewDto } from '@lendhub/domain/rest/points';

export const PointsOverview = {
  id: globalIdField<PointsOverviewDto>('PointsOverview', (row) => row.userId),
  internalId: (row: PointsOverviewDto) => row.userId,
  fullName: (row: PointsOverviewDto) => row.user,
  user: (row: PointsOverviewDto, _args: unknown, context: GatewayContext) => context.loaders.userById.load(row.userId),
};
