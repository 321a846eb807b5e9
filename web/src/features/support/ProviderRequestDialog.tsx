import { Button, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFormClearingErrors } from '../../shared/forms/useFormClearingErrors';
import { notify } from '../../shared/toast';
import { FormDialog } from '../../shared/ui/FormDialog';
import { FormField } from '../../shared/ui/FormField';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { TICKET_CREATED_MESSAGE, useCreateTicketMutation } from '../tickets';
import type { Processor } from './processingProviders';
import { providerRequestSchema, providerRequestTicket, type ProviderRequestValues } from './providerRequestSchema';

/** 'Request Processing' for one provider: the request becomes a support ticket the viewer follows under Dashboard → Tickets. */
export function ProviderRequestDialog({ processor }: { processor: Processor }) {
  const [open, setOpen] = useState(false);
  const [createTicket, isInFlight] = useCreateTicketMutation();
  const { register, handleSubmit, reset, errors, isSubmitting, onEdit } = useFormClearingErrors<ProviderRequestValues>({
    resolver: zodResolver(providerRequestSchema),
    defaultValues: { loanType: '', message: '' },
    reValidateMode: 'onSubmit',
  });
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
      <FormDialog
        open={open}
        onClose={close}
        title={`Request Processing: ${processor.company}`}
        label={`Request processing from ${processor.company}`}
        width="700px"
        busy={busy}
        onSubmit={onSubmit}
        submitLabel="Submit"
      >
        <Text color="fg.muted" fontSize="sm">
          We pass your request to {processor.name} ({processor.cost}) and follow it up as a support ticket under Dashboard → Tickets.
        </Text>
        <FormField label="Loan Type" required error={errors.loanType?.message}>
          <OptionSelect placeholder="Select a loan type" options={processor.loanTypes} {...register('loanType', onEdit('loanType'))} />
        </FormField>
        <FormField label="About the file" required error={errors.message?.message}>
          <Textarea
            minH="28"
            placeholder="Borrower scenario, timeline and anything the processor should know"
            {...register('message', onEdit('message'))}
          />
        </FormField>
      </FormDialog>
    </>
  );
}
