import { requireViewer } from '../platform/auth/viewer.ts';
import type { GatewayContext } from '../context.ts';
import type { MutationResolvers } from '../generated/resolvers.ts';
import { internalIntId } from '../platform/relay/globalId.ts';
import { existingUser } from '../users/loaders.ts';
import { markAllRead, markRead } from './api.ts';
import { primeNotifications } from './loaders.ts';

/** The viewer, whose unread count has just changed: the count is read again if the client asks for it. */
function viewerAfterReading(context: GatewayContext) {
  const { userId } = requireViewer(context);
  context.loaders.viewerNotificationCounts.clear();
  return existingUser(context, userId);
}

export const notificationMutations: MutationResolvers = {
  async markNotificationRead(_parent, { input }, context) {
    const id = internalIntId(input.notificationId, 'Notification', 'notificationId');
    const { data: notification, message } = await markRead(context.api, id);
    primeNotifications(context, [notification]);
    return { notification, viewer: await viewerAfterReading(context), message };
  },

  async markAllNotificationsRead(_parent, _args, context) {
    const { data: notifications, message } = await markAllRead(context.api);
    primeNotifications(context, notifications);
    return { notifications, markedCount: notifications.length, viewer: await viewerAfterReading(context), message };
  },
};
