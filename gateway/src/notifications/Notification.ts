import { globalIdField } from '../relay/globalId.ts';
import type { ApiNotification } from './types.ts';

export const Notification = {
  id: globalIdField<ApiNotification>('Notification', (notification) => notification.id),
  internalId: (notification: ApiNotification) => notification.id,
  kind: (notification: ApiNotification) => notification.kind.toUpperCase(),
};
