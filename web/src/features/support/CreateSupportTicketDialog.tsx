import { Alert, Button, Dialog, Input, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { clearErrorOnEdit } from '../../shared/forms/clearErrorOnEdit';
import { notify } from '../../shared/toast';
import { AppDialog } from '../../shared/ui/AppDialog';
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
  const {
    register,
    handleSubmit,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SupportTicketValues>({
    resolver: zodResolver(supportTicketSchema),
    defaultValues: EMPTY_SUPPORT_TICKET,
    reValidateMode: 'onSubmit',
  });
  const clearOnEdit = clearErrorOnEdit(errors, clearErrors);
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
      <AppDialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title="Create New Support Ticket"
        width="700px"
        busy={busy}
      >
        <form noValidate onSubmit={onSubmit} aria-label="Create New Support Ticket">
          <Dialog.Body>
            <Stack gap="4">
              {failure && (
                <Alert.Root status="error" rounded="md">
                  <Alert.Indicator />
                  <Alert.Title>{failure}</Alert.Title>
                </Alert.Root>
              )}
              <FormField label="Ticket Title" required error={errors.title?.message}>
                <Input {...register('title', clearOnEdit('title'))} />
              </FormField>
              <FormField label="Description" required error={errors.description?.message}>
                <Textarea minH="32" {...register('description', clearOnEdit('description'))} />
              </FormField>
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" type="button" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="brand" loading={busy}>
              Submit
            </Button>
          </Dialog.Footer>
        </form>
      </AppDialog>
    </>
  );
}
