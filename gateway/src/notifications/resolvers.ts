import type { Resolvers } from '../generated/resolvers.ts';
import { notificationMutations } from './mutations.ts';
import { Notification } from './Notification.ts';
import { notificationQueries } from './queries.ts';

export const notificationResolvers: Resolvers = {
  Query: notificationQueries,
  Mutation: notificationMutations,
  Notification,
};
