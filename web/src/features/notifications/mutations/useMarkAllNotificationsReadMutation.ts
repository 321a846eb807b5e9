import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useMarkAllNotificationsReadMutation as MarkAllNotificationsReadMutation } from '../../../__generated__/useMarkAllNotificationsReadMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';
import type { NotificationViewer } from './notificationViewer';

const mutation = graphql`
  mutation useMarkAllNotificationsReadMutation @raw_response_type {
    markAllNotificationsRead(input: {}) {
      message
      markedCount
      # Every notification that changed, loaded here or not yet: each shows read from the answer.
      notifications {
        id
        isRead
        readAt
      }
      viewer {
        id
        unreadNotificationCount
      }
    }
  }
`;

const rules: MutationResultRules<
  MarkAllNotificationsReadMutation,
  MarkAllNotificationsReadMutation['response']['markAllNotificationsRead']
> = {
  payload: (response) => response.markAllNotificationsRead,
  failureMessage: serverMessageOr('Failed to mark notifications as read'),
};

/**
 * Marks every notification of the viewer read. The unread ones on screen show read and the bell's
 * count goes to zero at once (optimistic); the answer then covers those not loaded yet.
 */
export function useMarkAllNotificationsReadMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const markAllRead = useCallback(
    (viewer: NotificationViewer, unreadIdsShown: readonly string[]) => {
      const readAt = new Date().toISOString();
      return commit({
        variables: {},
        optimisticResponse: {
          markAllNotificationsRead: {
            message: '',
            markedCount: viewer.unreadNotificationCount ?? unreadIdsShown.length,
            notifications: unreadIdsShown.map((id) => ({ id, isRead: true, readAt })),
            viewer: { id: viewer.id, unreadNotificationCount: 0 },
          },
        },
      });
    },
    [commit],
  );
  return [markAllRead, isInFlight] as const;
}
