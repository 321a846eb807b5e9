import type { Resolvers } from '../generated/resolvers.ts';
import { notificationMutations } from './mutations.ts';
import { Notification } from './Notification.ts';
import { notificationQueries } from './queries.ts';
import { notificationSubscriptions } from './subscriptions.ts';

export const notificationResolvers: Resolvers = {
  Query: notificationQueries,
  Mutation: notificationMutations,
  Subscription: notificationSubscriptions,
  Notification,
};
