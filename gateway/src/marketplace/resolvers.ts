import type { Resolvers } from '../generated/resolvers.ts';
import { MarketplaceEvent } from './MarketplaceEvent.ts';
import { marketplaceMutations } from './mutations.ts';
import { marketplaceQueries } from './queries.ts';
import { TrainingVideo } from './TrainingVideo.ts';

export const marketplaceResolvers: Resolvers = {
  Query: marketplaceQueries,
  Mutation: marketplaceMutations,
  MarketplaceEvent,
  TrainingVideo,
};
