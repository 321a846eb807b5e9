import { Box, Float, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { Suspense, useCallback, useMemo, type ReactNode } from 'react';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { NotificationMenuSubscription } from '../../__generated__/NotificationMenuSubscription.graphql';
import type { NotificationMenu_query$key } from '../../__generated__/NotificationMenu_query.graphql';
import type { ShellQuery } from '../../__generated__/ShellQuery.graphql';
import { useSession } from '../../shared/auth/useSession';
import { useLiveSubscription } from '../../shared/relay/useLiveSubscription';
import { refetchShellQuery, useShellData, useShellQueryRef } from '../../shared/shell/Shell.query';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { formatBadgeCount } from './notificationBadge';
import { NotificationMenuItem } from './NotificationMenuItem';

const fragment = graphql`
  fragment NotificationMenu_query on Query @argumentDefinitions(count: { type: "Int!" }) {
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
  const shellQuery = useShellQueryRef();
  if (!signedIn) return null;
  const bell = <BellTrigger count={0} />;
  return (
    // The bell is a nicety of the header: while it loads, or if it fails, it shows without a count.
    <FallbackBoundary key={email} fallback={() => <Menu.Root>{bell}</Menu.Root>}>
      <Suspense fallback={<Menu.Root>{bell}</Menu.Root>}>
        {shellQuery ? <LiveNotificationMenu shellQuery={shellQuery} /> : <Menu.Root>{bell}</Menu.Root>}
      </Suspense>
    </FallbackBoundary>
  );
}

function LiveNotificationMenu({ shellQuery }: { shellQuery: PreloadedQuery<ShellQuery> }) {
  // The list and count come with the shell's query; opening the dropdown, a new notification (live) and a
  // reconnect fetch again, so they stay fresh.
  const data = useFragment<NotificationMenu_query$key>(fragment, useShellData(shellQuery));
  const refetch = useCallback(() => refetchShellQuery(), []);
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
  const viewer = data.viewer;
  const edges = data.notifications.edges;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onOpenChange={(event) => event.open && refetch()}>
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
