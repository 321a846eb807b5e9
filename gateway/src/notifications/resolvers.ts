import { notificationMutations } from './mutations.ts';
import { Notification } from './Notification.ts';
import { notificationQueries } from './queries.ts';

export const notificationResolvers = {
  Query: notificationQueries,
  Mutation: notificationMutations,
  Notification,
};
