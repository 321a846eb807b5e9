import { Box, Button, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { NotificationRow_notification$key } from '../../__generated__/NotificationRow_notification.graphql';
import { notify } from '../../shared/toast';
import { useMarkNotificationReadMutation } from './mutations/useMarkNotificationReadMutation';
import type { NotificationViewer } from './mutations/notificationViewer';
import { NotificationKindIcon } from './NotificationKindIcon';
import { formatNotificationTime } from './notificationTime';
import { UnreadDot } from './UnreadDot';

const fragment = graphql`
  fragment NotificationRow_notification on Notification {
    id
    kind
    title
    body
    link
    isRead
    createdAt
  }
`;

/** One notification of the page: its title opens what it is about (and marks it read); 'Mark as read' stays here. */
export function NotificationRow({
  notification: key,
  viewer,
}: {
  notification: NotificationRow_notification$key;
  viewer: NotificationViewer;
}) {
  const notification = useFragment(fragment, key);
  const [markRead] = useMarkNotificationReadMutation();
  const unread = !notification.isRead;
  const markAsRead = async () => {
    const result = await markRead(notification.id, viewer);
    if (!result.ok) notify.error(result.message);
  };

  return (
    <Box
      as="li"
      px={{ base: '4', md: '5' }}
      py="4"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: '0' }}
      bg={unread ? 'blue.50/60' : undefined}
    >
      <HStack align="flex-start" gap="3">
        <UnreadDot unread={unread} />
        <NotificationKindIcon kind={notification.kind} size="10" />
        {/* Phones put 'Mark as read' under the text, so the text keeps the row's width. */}
        <Flex direction={{ base: 'column', md: 'row' }} gap="2" flex="1" minW="0">
          <Stack gap="1" flex="1" minW="0">
            <Text fontWeight={unread ? 'semibold' : 'medium'}>
              {notification.link ? (
                <Link
                  asChild
                  color="fg"
                  textDecoration="underline"
                  textDecorationColor="transparent"
                  _hover={{ textDecorationColor: 'currentColor' }}
                >
                  <RouterLink to={notification.link} onClick={() => unread && void markAsRead()}>
                    {notification.title}
                  </RouterLink>
                </Link>
              ) : (
                notification.title
              )}
            </Text>
            {notification.body && (
              <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                {notification.body}
              </Text>
            )}
            <Text fontSize="xs" color="fg.muted">
              {formatNotificationTime(notification.createdAt)}
            </Text>
          </Stack>
          {unread && (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="brand"
              flexShrink={0}
              ms={{ base: '-2', md: '0' }}
              onClick={() => void markAsRead()}
            >
              <Check aria-hidden />
              Mark as read
            </Button>
          )}
        </Flex>
      </HStack>
    </Box>
  );
}
