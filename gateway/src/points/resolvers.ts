import { pointsMutations } from './mutations.ts';
import { Points } from './Points.ts';
import { PointsEntry } from './PointsEntry.ts';
import { PointsOverview } from './PointsOverview.ts';
import { pointsQueries } from './queries.ts';

export const pointsResolvers = {
  Query: pointsQueries,
  Mutation: pointsMutations,
  Points,
  PointsOverview,
  PointsEntry,
};
