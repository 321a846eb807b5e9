import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useDeleteCalendarEventMutation as DeleteCalendarEventMutation } from '../../../__generated__/useDeleteCalendarEventMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { deleteEventErrorMessage } from '../calendarEventErrorMessage';

const mutation = graphql`
  mutation useDeleteCalendarEventMutation($input: DeleteCalendarEventInput!, $connections: [ID!]!) {
    deleteCalendarEvent(input: $input) {
      message
      deletedEventId @deleteEdge(connections: $connections)
    }
  }
`;

const rules: MutationResultRules<DeleteCalendarEventMutation, DeleteCalendarEventMutation['response']['deleteCalendarEvent']> = {
  payload: (response) => response.deleteCalendarEvent,
  failureMessage: deleteEventErrorMessage,
};

/** Deletes an appointment from the given month grids at once; it comes back if the server refuses. */
export function useDeleteCalendarEventMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);

  const deleteEvent = useCallback(
    (eventId: string, connectionIds: string[]) =>
      commit({
        variables: { input: { eventId }, connections: connectionIds },
        optimisticResponse: { deleteCalendarEvent: { message: '', deletedEventId: eventId } },
      }),
    [commit],
  );

  return [deleteEvent, isInFlight] as const;
}
