import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useMarkNotificationReadMutation as MarkNotificationReadMutation } from '../../../__generated__/useMarkNotificationReadMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';
import type { NotificationViewer } from './notificationViewer';

const mutation = graphql`
  mutation useMarkNotificationReadMutation($input: MarkNotificationReadInput!) @raw_response_type {
    markNotificationRead(input: $input) {
      message
      notification {
        id
        isRead
        readAt
      }
      # The bell's count, as the server now has it.
      viewer {
        id
        unreadNotificationCount
      }
    }
  }
`;

const rules: MutationResultRules<MarkNotificationReadMutation, MarkNotificationReadMutation['response']['markNotificationRead']> = {
  payload: (response) => response.markNotificationRead,
  failureMessage: serverMessageOr('Failed to mark notification as read'),
};

/**
 * Marks one notification read. It shows read and the bell's count drops at once (optimistic);
 * Relay puts both back if the server refuses.
 */
export function useMarkNotificationReadMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const markRead = useCallback(
    (notificationId: string, viewer: NotificationViewer) =>
      commit({
        variables: { input: { notificationId } },
        optimisticResponse: {
          markNotificationRead: {
            message: '',
            notification: { id: notificationId, isRead: true, readAt: new Date().toISOString() },
            viewer: { id: viewer.id, unreadNotificationCount: Math.max(0, (viewer.unreadNotificationCount ?? 0) - 1) },
          },
        },
      }),
    [commit],
  );
  return [markRead, isInFlight] as const;
}
