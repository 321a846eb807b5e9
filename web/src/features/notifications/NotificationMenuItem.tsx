import { HStack, Menu, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { NotificationMenuItem_notification$key } from '../../__generated__/NotificationMenuItem_notification.graphql';
import type { NotificationViewer } from './mutations/notificationViewer';
import { NotificationKindIcon } from './NotificationKindIcon';
import { NotificationTime } from './NotificationTime';
import { UnreadDot } from './UnreadDot';
import { useNotification } from './useNotification';

const fragment = graphql`
  fragment NotificationMenuItem_notification on Notification {
    ...useNotification_notification
  }
`;

/** One of the bell's latest notifications: opening it marks it read and goes to what it is about. */
export function NotificationMenuItem({
  notification: key,
  viewer,
}: {
  notification: NotificationMenuItem_notification$key;
  viewer: NotificationViewer;
}) {
  const { notification, markAsRead } = useNotification(useFragment(fragment, key), viewer);
  const open = () => {
    if (!notification.isRead) void markAsRead();
  };
  return (
    <Menu.Item
      value={notification.id}
      asChild
      py="2.5"
      px="4"
      alignItems="flex-start"
      cursor="pointer"
      bg={notification.isRead ? undefined : 'blue.50/60'}
    >
      <RouterLink to={notification.link ?? '/notifications'} onClick={open}>
        <HStack align="flex-start" gap="3" minW="0" w="full">
          <UnreadDot unread={!notification.isRead} />
          <NotificationKindIcon kind={notification.kind} />
          <Stack gap="0.5" minW="0" flex="1">
            <Text fontWeight={notification.isRead ? 'medium' : 'semibold'} fontSize="sm">
              {notification.title}
            </Text>
            {notification.body && (
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {notification.body}
              </Text>
            )}
            <NotificationTime createdAt={notification.createdAt} />
          </Stack>
        </HStack>
      </RouterLink>
    </Menu.Item>
  );
}
