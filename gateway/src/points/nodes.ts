import type { NodeRegistry } from '../relay/node.ts';

export const pointsNodes: NodeRegistry = {
  /** Admins only upstream. */
  PointsOverview: (id, context) => context.loaders.pointsOverviewByUserId.load(Number(id)),
  /** Admins see any entry, others only their own (the API filters). */
  PointsEntry: (id, context) => context.loaders.pointsEntryById.load(Number(id)),
};
