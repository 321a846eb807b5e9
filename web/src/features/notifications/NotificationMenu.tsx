import { Box, Float, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { NotificationMenuQuery } from '../../__generated__/NotificationMenuQuery.graphql';
import type { NotificationMenuSubscription } from '../../__generated__/NotificationMenuSubscription.graphql';
import { useSession } from '../../shared/auth/useSession';
import { useLiveSubscription } from '../../shared/relay/useLiveSubscription';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { formatBadgeCount } from './notificationBadge';
import { NotificationMenuItem } from './NotificationMenuItem';

/** How many of the latest notifications the dropdown lists. */
export const MENU_SIZE = 5;

const query = graphql`
  query NotificationMenuQuery($count: Int!) {
    viewer {
      id
      unreadNotificationCount
    }
    notifications(first: $count) {
      edges {
        node {
          id
          ...NotificationMenuItem_notification
        }
      }
    }
  }
`;

const notificationsSubscription = graphql`
  subscription NotificationMenuSubscription {
    viewerNotifications {
      unreadCount
    }
  }
`;

/** The bell (signed in only): the viewer's unread count ('99+' above 99) and their latest notifications. */
export function NotificationMenu() {
  const { signedIn, email } = useSession();
  if (!signedIn) return null;
  const bell = <BellTrigger count={0} />;
  return (
    // The bell is a nicety of the header: while it loads, or if it fails, it shows without a count.
    <FallbackBoundary key={email} fallback={() => <Menu.Root>{bell}</Menu.Root>}>
      <Suspense fallback={<Menu.Root>{bell}</Menu.Root>}>
        <LiveNotificationMenu />
      </Suspense>
    </FallbackBoundary>
  );
}

function LiveNotificationMenu() {
  // Opening the dropdown, a new notification (live) and a reconnect fetch again: the list and count stay fresh.
  const [fetchKey, setFetchKey] = useState(0);
  const refetch = useCallback(() => setFetchKey((key) => key + 1), []);
  const config = useMemo<GraphQLSubscriptionConfig<NotificationMenuSubscription>>(
    () => ({
      subscription: notificationsSubscription,
      variables: {},
      // The count rises at once; the list follows with the refetch.
      updater: (store, data) => {
        const unread = data?.viewerNotifications.unreadCount;
        if (typeof unread === 'number') store.getRoot().getLinkedRecord('viewer')?.setValue(unread, 'unreadNotificationCount');
      },
      onNext: refetch,
    }),
    [refetch],
  );
  useLiveSubscription(config, refetch);
  const data = useLazyLoadQuery<NotificationMenuQuery>(query, { count: MENU_SIZE }, { fetchPolicy: 'store-and-network', fetchKey });
  const viewer = data.viewer;
  const edges = data.notifications.edges;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onOpenChange={(event) => event.open && setFetchKey((key) => key + 1)}>
      <BellTrigger count={viewer?.unreadNotificationCount ?? 0} />
      <Portal>
        <Menu.Positioner>
          <Menu.Content w={{ base: '80', sm: '96' }} maxW="calc(100vw - 1rem)" p="0">
            <Box px="4" py="3" borderBottomWidth="1px">
              <Text fontWeight="semibold">Notifications</Text>
            </Box>
            {edges.length === 0 && (
              <Text px="4" py="4" fontSize="sm" color="fg.muted">
                No notifications yet
              </Text>
            )}
            {viewer && edges.map(({ node }) => <NotificationMenuItem key={node.id} notification={node} viewer={viewer} />)}
            <Menu.Separator my="0" />
            <Menu.Item value="all" asChild justifyContent="center" py="3" color="brand.fg" fontWeight="semibold" cursor="pointer">
              <RouterLink to="/notifications">View All Notifications</RouterLink>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function BellTrigger({ count }: { count: number }): ReactNode {
  const badge = formatBadgeCount(count);
  return (
    <Menu.Trigger asChild>
      {/* The name comes from the content ("Notifications 3 unread") so it includes the visible badge. */}
      <IconButton variant="ghost" size="sm" position="relative">
        <Bell aria-hidden />
        <Box as="span" srOnly>
          Notifications
        </Box>
        {badge && (
          <Float placement="top-end" offset="1.5">
            <Box
              as="span"
              data-testid="notification-badge"
              bg="red.600"
              color="white"
              fontSize="2xs"
              fontWeight="bold"
              lineHeight="1"
              px="1.5"
              py="0.5"
              rounded="full"
              minW="5"
              textAlign="center"
            >
              {badge}
              <Box as="span" srOnly>
                {' '}
                unread
              </Box>
            </Box>
          </Float>
        )}
      </IconButton>
    </Menu.Trigger>
  );
}
