import { Button, Dialog, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SendInviteDialog_query$key } from '../../__generated__/SendInviteDialog_query.graphql';
import { useFormClearingErrors } from '../../shared/forms/useFormClearingErrors';
import { notify } from '../../shared/toast';
import { AppDialog } from '../../shared/ui/AppDialog';
import { DialogForm } from '../../shared/ui/DialogForm';
import { FormField } from '../../shared/ui/FormField';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { sendInviteSchema, type SendInviteValues } from '../../shared/forms/userFormSchema';
import { useUserRoleOptions } from '../../shared/forms/UserRoleOptions';
import { useSendInviteMutation } from './mutations/useSendInviteMutation';
import { RegistrationLinkNotice } from './RegistrationLinkNotice';
import { showFieldErrors } from '../../shared/forms/showFieldErrors';
import { InputField } from '../../shared/ui/FormField';

const fragment = graphql`
  fragment SendInviteDialog_query on Query {
    ...UserRoleOptions_query
  }
`;

interface SentInvitation {
  link: string;
  expiresAt: string;
  emailSent: boolean;
}

/** 'Send Invite' (spec §2, §5): full name, e-mail and role; then the one-time link is shown. */
export function SendInviteDialog({ query }: { query: SendInviteDialog_query$key }) {
  const data = useFragment(fragment, query);
  const roleOptions = useUserRoleOptions(data);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<SentInvitation | null>(null);
  const [sendInvite] = useSendInviteMutation();
  const { register, handleSubmit, reset, setError, errors, isSubmitting, onEdit, fieldProps } = useFormClearingErrors<SendInviteValues>({
    resolver: zodResolver(sendInviteSchema),
    defaultValues: { fullName: '', email: '', roleId: '' },
  });

  const onOpenChange = (next: boolean) => {
    if (isSubmitting) return;
    setOpen(next);
    if (!next) {
      reset();
      setSent(null);
    }
  };

  const onSubmit = async (values: SendInviteValues) => {
    const result = await sendInvite(values);
    if (!result.ok) {
      showFieldErrors(setError, result.fieldErrors, ['fullName', 'email', 'roleId']);
      notify.error(result.message);
      return;
    }
    notify.success(result.message);
    setSent({ link: result.data.registrationLink, expiresAt: result.data.invitation.expiresAt, emailSent: result.data.emailSent });
  };

  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={isSubmitting}
      title="Send Invite"
      width="md"
      trigger={
        <Button variant="outline" colorPalette="brand">
          <Send aria-hidden />
          Send Invite
        </Button>
      }
    >
      {sent ? (
        <>
          <Dialog.Body>
            <RegistrationLinkNotice link={sent.link} expiresAt={sent.expiresAt} emailSent={sent.emailSent} />
          </Dialog.Body>
          <Dialog.Footer>
            <Button colorPalette="brand" onClick={() => onOpenChange(false)}>
              Done
            </Button>
          </Dialog.Footer>
        </>
      ) : (
        // Cancel closes through onOpenChange, which clears the form.
        <DialogForm onSubmit={handleSubmit(onSubmit)} submitLabel="Send Invite" busy={isSubmitting}>
          <Stack gap="4">
            <InputField label="Full Name" required {...fieldProps('fullName')} autoComplete="off" />
            <InputField label="Email" required type="email" {...fieldProps('email')} autoComplete="off" />
            <FormField label="Role" error={errors.roleId?.message} required>
              <OptionSelect placeholder="Select role" options={roleOptions} {...register('roleId', onEdit('roleId'))} />
            </FormField>
          </Stack>
        </DialogForm>
      )}
    </AppDialog>
  );
}
