import { upperCase } from '../platform/graphql/enumCase.ts';
import type { NotificationResolvers } from '../generated/resolvers.ts';
import { nodeIdFields } from '../platform/relay/globalId.ts';
import type { NotificationDto } from '@lendhub/domain/rest/notifications';

export const Notification: NotificationResolvers = {
  ...nodeIdFields<NotificationDto>('Notification', (notification) => notification.id),
  kind: (notification) => upperCase(notification.kind),
};
