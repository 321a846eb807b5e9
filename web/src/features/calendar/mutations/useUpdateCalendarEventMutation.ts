import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useUpdateCalendarEventMutation as UpdateCalendarEventMutation } from '../../../__generated__/useUpdateCalendarEventMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import type { AppointmentFormValues } from '../appointmentFormSchema';
import { updateEventErrorMessage } from '../calendarEventErrorMessage';
import { toEventInput } from './eventInput';

const mutation = graphql`
  mutation useUpdateCalendarEventMutation($input: UpdateCalendarEventInput!) {
    updateCalendarEvent(input: $input) {
      message
      event {
        ...CalendarView_event
      }
    }
  }
`;

const rules: MutationResultRules<UpdateCalendarEventMutation, UpdateCalendarEventMutation['response']['updateCalendarEvent']> = {
  payload: (response) => response.updateCalendarEvent,
  failureMessage: updateEventErrorMessage,
};

/** Saves an edited appointment: the grid shows the change at once and keeps it once the server agrees. */
export function useUpdateCalendarEventMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);

  const updateEvent = useCallback(
    (eventId: string, values: AppointmentFormValues, attendees: readonly string[]) => {
      const input = toEventInput(values);
      return commit({
        // Attendees are not on the form; sending them back keeps them.
        variables: { input: { eventId, ...input, attendees: [...attendees] } },
        optimisticUpdater: (store) => {
          const record = store.get(eventId);
          if (!record) return;
          for (const [field, value] of Object.entries(input)) record.setValue(value, field);
        },
      });
    },
    [commit],
  );

  return [updateEvent, isInFlight] as const;
}
