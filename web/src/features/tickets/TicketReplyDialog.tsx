import { Button, Input, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFormClearingErrors } from '../../shared/forms/useFormClearingErrors';
import { notify } from '../../shared/toast';
import { FormDialog } from '../../shared/ui/FormDialog';
import { FormField } from '../../shared/ui/FormField';
import { useReplyToTicketMutation } from './mutations/useReplyToTicketMutation';
import { EMPTY_REPLY, replyFormSchema, type ReplyFormValues } from './replyFormSchema';

interface TicketReplyDialogProps {
  ticketId: string;
  /** Who the reply is from unless changed: the signed-in user's name and email. */
  defaultFrom: string;
  /** Who the reply goes to unless changed: the ticket's creator (or support, for the creator). */
  defaultTo: string;
  /** The drawer's replies connection, which the reply joins. */
  repliesConnectionId: string;
}

/** The drawer's 'Reply' button and its 'Ticket Reply' dialog (spec §2, §5: Title, Message, From, To, all required). */
export function TicketReplyDialog({ ticketId, defaultFrom, defaultTo, repliesConnectionId }: TicketReplyDialogProps) {
  const [open, setOpen] = useState(false);
  const [reply, isInFlight] = useReplyToTicketMutation();
  const { register, handleSubmit, reset, errors, isSubmitting, onEdit } = useFormClearingErrors<ReplyFormValues>({
    resolver: zodResolver(replyFormSchema),
    defaultValues: { ...EMPTY_REPLY, from: defaultFrom, to: defaultTo },
    reValidateMode: 'onSubmit',
  });
  const busy = isSubmitting || isInFlight;

  const onSubmit = handleSubmit(async (values) => {
    const result = await reply(ticketId, values, repliesConnectionId);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    notify.success(result.message || 'Ticket replied successfully');
    reset({ ...EMPTY_REPLY, from: defaultFrom, to: defaultTo });
    setOpen(false);
  });

  return (
    <>
      <Button colorPalette="brand" onClick={() => setOpen(true)}>
        Reply
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Ticket Reply"
        label="Ticket Reply"
        busy={busy}
        onSubmit={onSubmit}
        submitLabel="Send Reply"
      >
        <FormField label="Title" required error={errors.title?.message}>
          <Input {...register('title', onEdit('title'))} />
        </FormField>
        <FormField label="Message" required error={errors.message?.message}>
          <Textarea minH="28" {...register('message', onEdit('message'))} />
        </FormField>
        <FormField label="From" required error={errors.from?.message}>
          <Input {...register('from', onEdit('from'))} />
        </FormField>
        <FormField label="To" required error={errors.to?.message}>
          <Input {...register('to', onEdit('to'))} />
        </FormField>
      </FormDialog>
    </>
  );
}
