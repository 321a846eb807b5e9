import { upperCase } from '../enumCase.ts';
import type { NotificationResolvers } from '../generated/resolvers.ts';
import { nodeIdFields } from '../relay/globalId.ts';
import type { ApiNotification } from './types.ts';

export const Notification: NotificationResolvers = {
  ...nodeIdFields<ApiNotification>('Notification', (notification) => notification.id),
  kind: (notification) => upperCase(notification.kind),
};
