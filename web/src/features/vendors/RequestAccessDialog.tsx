import { Button, Dialog, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../shared/toast';
import { AppDialog } from '../../shared/ui/AppDialog';
import { FormField } from '../../shared/ui/FormField';
import { useRequestPortalAccessMutation } from './mutations/useRequestPortalAccessMutation';
import { DialogActions } from '../../shared/ui/DialogForm';

/** Asks the support team for a shared portal login; the answer comes as a reply to the ticket. */
export function RequestAccessDialog({ portal, onClose }: { portal: string | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [requestAccess, isInFlight] = useRequestPortalAccessMutation();

  const submit = async () => {
    if (!portal) return;
    const result = await requestAccess({ portal, reason: reason.trim() });
    if (result.ok) {
      notify.success(result.message);
      setReason('');
      onClose();
    } else {
      notify.error(result.message);
    }
  };

  return (
    <AppDialog open={portal !== null} onOpenChange={(open) => !open && onClose()} busy={isInFlight} title="Request access">
      <Dialog.Body>
        <Stack gap="4">
          <Text fontSize="sm">
            The {portal} login is shared by the team and never shown on this page. Send a request: the support team answers in your ticket
            (Tickets in your dashboard).
          </Text>
          <FormField label="What do you need it for? (optional)">
            <Textarea rows={3} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <DialogActions busy={isInFlight}>
        <Button colorPalette="brand" loading={isInFlight} onClick={() => void submit()}>
          Send request
        </Button>
      </DialogActions>
    </AppDialog>
  );
}
