import type { GatewayContext } from '../context.ts';
import { globalIdField } from '../platform/relay/globalId.ts';
import type { ApiPointsEntry } from './types.ts';

export const PointsEntry = {
  id: globalIdField<ApiPointsEntry>('PointsEntry', (entry) => entry.id),
  internalId: (entry: ApiPointsEntry) => entry.id,
  author: (entry: ApiPointsEntry, _args: unknown, context: GatewayContext) =>
    entry.authorId ? context.loaders.userById.load(entry.authorId) : null,
};
