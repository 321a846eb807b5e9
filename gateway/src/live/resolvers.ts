import type { Resolvers } from '../generated/resolvers.ts';
import { liveSubscriptions } from './subscriptions.ts';

export const liveResolvers: Resolvers = {
  Subscription: liveSubscriptions,
};
