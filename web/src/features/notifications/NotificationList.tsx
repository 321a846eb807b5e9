import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { BellOff, CheckCheck } from 'lucide-react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import type { NotificationList_query$key } from '../../__generated__/NotificationList_query.graphql';
import type { NotificationList_viewer$key } from '../../__generated__/NotificationList_viewer.graphql';
import type { NotificationListPaginationQuery } from '../../__generated__/NotificationListPaginationQuery.graphql';
import { notify } from '../../shared/toast';
import { ConnectionFooter } from '../../shared/ui/ConnectionFooter';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { useMarkAllNotificationsReadMutation } from './mutations/useMarkAllNotificationsReadMutation';
import { NotificationRow } from './NotificationRow';
import { NOTIFICATIONS_PAGE_SIZE } from './pageSize';

const fragment = graphql`
  fragment NotificationList_query on Query
  @refetchable(queryName: "NotificationListPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
    notifications(first: $count, after: $cursor) @connection(key: "NotificationList_notifications") {
      totalCount
      edges {
        node {
          id
          isRead
          ...NotificationRow_notification
        }
      }
    }
  }
`;

const viewerFragment = graphql`
  fragment NotificationList_viewer on User {
    # Whose count the read mutations change, and the count itself (the bell reads the same record).
    id
    unreadNotificationCount
  }
`;

/** The viewer's notifications, newest first, 10 at a time, with 'Mark all as read'. */
export function NotificationList({ query, viewer: viewerKey }: { query: NotificationList_query$key; viewer: NotificationList_viewer$key }) {
  const viewer = useFragment(viewerFragment, viewerKey);
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<NotificationListPaginationQuery, NotificationList_query$key>(
    fragment,
    query,
  );
  const [markAllRead, isMarking] = useMarkAllNotificationsReadMutation();
  const { edges, totalCount } = data.notifications;
  const unread = viewer.unreadNotificationCount ?? 0;

  const markAll = async () => {
    const shownUnread = edges.filter(({ node }) => !node.isRead).map(({ node }) => node.id);
    const result = await markAllRead(viewer, shownUnread);
    if (result.ok) notify.success(result.message);
    else notify.error(result.message);
  };

  if (edges.length === 0) {
    return (
      <EmptyNotice
        icon={<BellOff />}
        title="No notifications yet"
        description="Ticket replies, likes, comments and points will appear here."
      />
    );
  }

  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Text color="fg.muted" aria-live="polite">
          {unread === 0 ? 'You are all caught up' : unread === 1 ? '1 unread notification' : `${unread} unread notifications`}
        </Text>
        <Button size="sm" variant="outline" colorPalette="brand" disabled={unread === 0} loading={isMarking} onClick={() => void markAll()}>
          <CheckCheck aria-hidden />
          Mark all as read
        </Button>
      </HStack>
      <Stack as="ul" gap="0" aria-label="Notifications" bg="bg.panel" borderWidth="1px" rounded="xl" overflow="hidden">
        {edges.map(({ node }) => (
          <NotificationRow key={node.id} notification={node} viewer={viewer} />
        ))}
      </Stack>
      <ConnectionFooter
        totalLabel={totalCount === 1 ? 'Total 1 notification' : `Total ${totalCount} notifications`}
        shown={edges.length}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadNext={() => loadNext(NOTIFICATIONS_PAGE_SIZE)}
        noun="notifications"
      />
    </Stack>
  );
}
