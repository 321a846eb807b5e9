import type { GatewayContext } from '../context.ts';
import { globalIdField } from '../platform/relay/globalId.ts';
import type { PointsEntryDto } from '@lendhub/domain/rest/points';

export const PointsEntry = {
  id: globalIdField<PointsEntryDto>('PointsEntry', (entry) => entry.id),
  internalId: (entry: PointsEntryDto) => entry.id,
  author: (entry: PointsEntryDto, _args: unknown, context: GatewayContext) =>
    entry.authorId ? context.loaders.userById.load(entry.authorId) : null,
};
