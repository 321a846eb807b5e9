import { viewerCan } from '../platform/auth/roles.ts';
import type { NodeRegistry } from '../platform/relay/node.ts';
import { pointsOf } from './ownership.ts';

export const pointsNodes: NodeRegistry = {
  /** Admins only upstream. */
  PointsOverview: (id, context) => context.loaders.pointsOverviewByUserId.load(Number(id)),
  /** Admins see any entry, others only their own (the API filters). */
  PointsEntry: (id, context) => context.loaders.pointsEntryById.load(Number(id)),
  /** A user's points: theirs or an Admin's to read; an Admin asking for an unknown user gets null. */
  Points: async (id, context) => {
    const userId = Number(id);
    if (!Number.isSafeInteger(userId)) return null;
    const points = pointsOf(userId, context);
    if (points && viewerCan(context.viewer, 'administer') && !(await context.loaders.pointsOverviewByUserId.load(userId))) return null;
    return points;
  },
};
