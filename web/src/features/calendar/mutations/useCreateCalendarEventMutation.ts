import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useCreateCalendarEventMutation as CreateCalendarEventMutation } from '../../../__generated__/useCreateCalendarEventMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import type { AppointmentFormValues } from '../appointmentFormSchema';
import { connectionIdsShowing } from '../calendarConnections';
import { createEventErrorMessage } from '../calendarEventErrorMessage';
import { toEventInput } from './eventInput';

const mutation = graphql`
  mutation useCreateCalendarEventMutation($input: CreateCalendarEventInput!, $connections: [ID!]!) @raw_response_type {
    createCalendarEvent(input: $input) {
      message
      eventEdge @appendEdge(connections: $connections) {
        cursor
        node {
          ...CalendarView_event
        }
      }
    }
  }
`;

const rules: MutationResultRules<CreateCalendarEventMutation, CreateCalendarEventMutation['response']['createCalendarEvent']> = {
  payload: (response) => response.createCalendarEvent,
  failureMessage: createEventErrorMessage,
};

let optimisticCount = 0;

/**
 * Adds an appointment. It shows at once in every loaded month grid that has its day (optimistic) and
 * stays once saved; Relay takes it away again if the server refuses.
 */
export function useCreateCalendarEventMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);

  const createEvent = useCallback(
    (values: AppointmentFormValues, attendees: readonly string[] = []) => {
      const input = { ...toEventInput(values), attendees: [...attendees] };
      optimisticCount += 1;
      return commit({
        variables: { input, connections: connectionIdsShowing(values.date) },
        optimisticResponse: {
          createCalendarEvent: {
            message: '',
            eventEdge: {
              cursor: `optimistic:${optimisticCount}`,
              node: { id: `client:new-calendar-event:${optimisticCount}`, ...input },
            },
          },
        },
      });
    },
    [commit],
  );

  return [createEvent, isInFlight] as const;
}
