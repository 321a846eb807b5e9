import { Field } from '@chakra-ui/react';
import type { TicketStatus } from '../../__generated__/useUpdateTicketStatusMutation.graphql';
import { notify } from '../../shared/toast';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { useUpdateTicketStatusMutation } from './mutations/useUpdateTicketStatusMutation';
import { TICKET_STATUS_OPTIONS } from './ticketStatus';

/** The Admin's status selector in the drawer (spec §4): any of the three states, applied at once. */
export function TicketStatusControl({ ticketId, status }: { ticketId: string; status: string }) {
  const [updateStatus, isInFlight] = useUpdateTicketStatusMutation();

  const change = async (next: TicketStatus) => {
    const result = await updateStatus(ticketId, next);
    if (result.ok) notify.success(result.message || 'Ticket status updated successfully');
    else notify.error(result.message);
  };

  return (
    <Field.Root maxW="56">
      <Field.Label>Status</Field.Label>
      <OptionSelect
        options={TICKET_STATUS_OPTIONS}
        value={status}
        disabled={isInFlight}
        onChange={(event) => void change(event.currentTarget.value as TicketStatus)}
      />
    </Field.Root>
  );
}
