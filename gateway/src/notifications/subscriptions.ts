import type { GatewayContext } from '../context.ts';
import type { SubscriptionResolvers } from '../generated/resolvers.ts';
import { requireViewer } from '../platform/auth/viewer.ts';
import { notificationsTopic, type LiveEvent } from '../platform/live/bus.ts';
import { renewing } from '../platform/live/renewing.ts';
import { getNotificationCounts, getNotifications } from './api.ts';

/** The viewer's own notifications: on each event, the newest one and the unread count, read with the viewer's token. */
export const notificationSubscriptions: SubscriptionResolvers = {
  viewerNotifications: {
    subscribe: (_parent, _args, context) => renewing(context, context.events.subscribe(notificationsTopic(requireViewer(context).userId))),
    resolve: async (_event: LiveEvent, _args: unknown, context: GatewayContext) => {
      const [newest, counts] = await Promise.all([
        getNotifications(context.api, { limit: 1, unreadOnly: false }),
        getNotificationCounts(context.api),
      ]);
      return { latest: newest[0] ?? null, unreadCount: counts.count };
    },
  },
};
