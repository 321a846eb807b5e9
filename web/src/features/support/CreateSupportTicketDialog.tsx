import { Alert, Button, Input, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useFormClearingErrors } from '../../shared/forms/useFormClearingErrors';
import { notify } from '../../shared/toast';
import { FormDialog } from '../../shared/ui/FormDialog';
import { FormField } from '../../shared/ui/FormField';
import { TICKET_CREATED_MESSAGE, useCreateTicketMutation } from '../tickets';
import { EMPTY_SUPPORT_TICKET, supportTicketSchema, type SupportTicketValues } from './supportTicketSchema';

/**
 * 'Create New Support Ticket' (spec §2, §4, §5, §8): 700 wide; closes and resets on success, stays open
 * with the failure text (the server's, else 'Failed to create ticket') on failure.
 */
export function CreateSupportTicketDialog() {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [createTicket, isInFlight] = useCreateTicketMutation();
  const { register, handleSubmit, reset, errors, isSubmitting, onEdit } = useFormClearingErrors<SupportTicketValues>({
    resolver: zodResolver(supportTicketSchema),
    defaultValues: EMPTY_SUPPORT_TICKET,
    reValidateMode: 'onSubmit',
  });
  const busy = isSubmitting || isInFlight;

  const close = () => {
    reset(EMPTY_SUPPORT_TICKET);
    setFailure(null);
    setOpen(false);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await createTicket(values);
    if (!result.ok) {
      setFailure(result.message);
      notify.error(result.message);
      return;
    }
    notify.success(result.message || TICKET_CREATED_MESSAGE);
    close();
  });

  return (
    <>
      <Button colorPalette="brand" onClick={() => setOpen(true)}>
        <Plus aria-hidden />
        Create New Support Ticket
      </Button>
      {/* The form's state lives here, so a failed submit keeps what was typed; Cancel, close and success reset it. */}
      <FormDialog
        open={open}
        onClose={close}
        title="Create New Support Ticket"
        label="Create New Support Ticket"
        width="700px"
        busy={busy}
        onSubmit={onSubmit}
        submitLabel="Submit"
      >
        {failure && (
          <Alert.Root status="error" rounded="md">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <FormField label="Ticket Title" required error={errors.title?.message}>
          <Input {...register('title', onEdit('title'))} />
        </FormField>
        <FormField label="Description" required error={errors.description?.message}>
          <Textarea minH="32" {...register('description', onEdit('description'))} />
        </FormField>
      </FormDialog>
    </>
  );
}
