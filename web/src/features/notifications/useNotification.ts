import { graphql, useFragment } from 'react-relay/hooks';
import type { useNotification_notification$key } from '../../__generated__/useNotification_notification.graphql';
import { notify } from '../../shared/toast';
import type { NotificationViewer } from './mutations/notificationViewer';
import { useMarkNotificationReadMutation } from './mutations/useMarkNotificationReadMutation';

/* eslint-disable relay/unused-fields -- the bell's menu item and the page's row show them */
const fragment = graphql`
  fragment useNotification_notification on Notification {
    id
    kind
    title
    body
    link
    isRead
    createdAt
  }
`;
/* eslint-enable relay/unused-fields */

/** A notification as the bell and the page show it, and `markAsRead` (a refusal is told in a toast). */
export function useNotification(notificationRef: useNotification_notification$key, viewer: NotificationViewer) {
  const notification = useFragment(fragment, notificationRef);
  const [markRead] = useMarkNotificationReadMutation();
  const markAsRead = async () => {
    const result = await markRead(notification.id, viewer);
    if (!result.ok) notify.error(result.message);
  };
  return { notification, markAsRead };
}
