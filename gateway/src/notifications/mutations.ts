import type { GatewayContext } from '../context.ts';
import { unauthenticated } from '../errors.ts';
import { internalIntId } from '../relay/globalId.ts';
import { markAllRead, markRead } from './api.ts';

async function freshViewer(context: GatewayContext) {
  if (!context.viewer) throw unauthenticated();
  context.loaders.viewerNotificationCounts.clearAll();
  return context.loaders.userById.load(context.viewer.userId);
}

export const notificationMutations = {
  async markNotificationRead(_parent: unknown, args: { input: { notificationId: string } }, context: GatewayContext) {
    const id = internalIntId(args.input.notificationId, 'Notification', 'notificationId');
    const notification = await markRead(context.api, id);
    context.loaders.notificationById.clear(id).prime(id, notification);
    return { notification, viewer: await freshViewer(context) };
  },

  async markAllNotificationsRead(_parent: unknown, _args: unknown, context: GatewayContext) {
    const notifications = await markAllRead(context.api);
    for (const notification of notifications) context.loaders.notificationById.clear(notification.id).prime(notification.id, notification);
    return { notifications, markedCount: notifications.length, viewer: await freshViewer(context) };
  },
};
