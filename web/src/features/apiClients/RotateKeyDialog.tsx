import { Button, Dialog, IconButton, Portal } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../shared/toast';
import { useRotateApiClientKeyMutation } from './mutations/useRotateApiClientKeyMutation';
import { NewKeyView } from './NewKeyView';
import { DialogActions } from '../../shared/ui/DialogForm';

/** 'Rotate key': asks first, then shows the new key in the same dialog (the old key stops at once). */
export function RotateKeyDialog({ apiClientId, name }: { apiClientId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [newKey, setNewKey] = useState<string | null>(null);
  const [rotate] = useRotateApiClientKeyMutation();

  const confirm = async () => {
    setBusy(true);
    const result = await rotate(apiClientId);
    setBusy(false);
    if (!result.ok) {
      notify.error(result.message);
      setOpen(false);
      return;
    }
    notify.success(result.message);
    setNewKey(result.data.key);
  };
  const close = () => {
    setOpen(false);
    setNewKey(null);
  };

  return (
    <Dialog.Root
      role={newKey ? 'dialog' : 'alertdialog'}
      open={open}
      onOpenChange={(details) => (details.open ? setOpen(true) : !busy && !newKey && close())}
      closeOnInteractOutside={!newKey}
      placement="center"
      size={newKey ? 'md' : 'xs'}
    >
      <Dialog.Trigger asChild>
        <IconButton aria-label={`Rotate the key of ${name}`} size="sm" variant="ghost">
          <KeyRound aria-hidden />
        </IconButton>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title fontSize="md">{newKey ? `Key of ${name}` : `Rotate the key of ${name}?`}</Dialog.Title>
            </Dialog.Header>
            {newKey ? (
              <NewKeyView apiKey={newKey} onDone={close} />
            ) : (
              <>
                <Dialog.Body>
                  <Dialog.Description>
                    A new key is issued and the current one stops working at once. The tool needs the new key.
                  </Dialog.Description>
                </Dialog.Body>
                <DialogActions busy={busy}>
                  <Button colorPalette="red" loading={busy} onClick={() => void confirm()}>
                    Rotate key
                  </Button>
                </DialogActions>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
