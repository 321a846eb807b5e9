import { Box, Button, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { NotificationRow_notification$key } from '../../__generated__/NotificationRow_notification.graphql';
import type { NotificationViewer } from './mutations/notificationViewer';
import { NotificationKindIcon } from './NotificationKindIcon';
import { NotificationTime } from './NotificationTime';
import { UnreadDot } from './UnreadDot';
import { useNotification } from './useNotification';

const fragment = graphql`
  fragment NotificationRow_notification on Notification {
    ...useNotification_notification
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
  const { notification, markAsRead } = useNotification(useFragment(fragment, key), viewer);
  const unread = !notification.isRead;

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
            <NotificationTime createdAt={notification.createdAt} />
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
