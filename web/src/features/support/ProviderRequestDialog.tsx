import { Button, Dialog, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { clearErrorOnEdit } from '../../shared/forms/clearErrorOnEdit';
import { notify } from '../../shared/toast';
import { AppDialog } from '../../shared/ui/AppDialog';
import { FormField } from '../../shared/ui/FormField';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { TICKET_CREATED_MESSAGE, useCreateTicketMutation } from '../tickets';
import type { Processor } from './processingProviders';
import { providerRequestSchema, providerRequestTicket, type ProviderRequestValues } from './providerRequestSchema';

/** 'Request Processing' for one provider: the request becomes a support ticket the viewer follows under Dashboard → Tickets. */
export function ProviderRequestDialog({ processor }: { processor: Processor }) {
  const [open, setOpen] = useState(false);
  const [createTicket, isInFlight] = useCreateTicketMutation();
  const {
    register,
    handleSubmit,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProviderRequestValues>({
    resolver: zodResolver(providerRequestSchema),
    defaultValues: { loanType: '', message: '' },
    reValidateMode: 'onSubmit',
  });
  const clearOnEdit = clearErrorOnEdit(errors, clearErrors);
  const busy = isSubmitting || isInFlight;

  const close = () => {
    reset();
    setOpen(false);
  };

  const onSubmit = handleSubmit(async (values) => {
    const result = await createTicket(providerRequestTicket(processor.company, values));
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    notify.success(result.message || TICKET_CREATED_MESSAGE);
    close();
  });

  return (
    <>
      <Button size="sm" colorPalette="brand" onClick={() => setOpen(true)} aria-label={`Request processing from ${processor.company}`}>
        Request Processing
      </Button>
      <AppDialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={`Request Processing: ${processor.company}`}
        width="700px"
        busy={busy}
      >
        <form noValidate onSubmit={onSubmit} aria-label={`Request processing from ${processor.company}`}>
          <Dialog.Body>
            <Stack gap="4">
              <Text color="fg.muted" fontSize="sm">
                We pass your request to {processor.name} ({processor.cost}) and follow it up as a support ticket under Dashboard → Tickets.
              </Text>
              <FormField label="Loan Type" required error={errors.loanType?.message}>
                <OptionSelect
                  placeholder="Select a loan type"
                  options={processor.loanTypes}
                  {...register('loanType', clearOnEdit('loanType'))}
                />
              </FormField>
              <FormField label="About the file" required error={errors.message?.message}>
                <Textarea
                  minH="28"
                  placeholder="Borrower scenario, timeline and anything the processor should know"
                  {...register('message', clearOnEdit('message'))}
                />
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
