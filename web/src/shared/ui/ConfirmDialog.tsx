import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';

interface ConfirmDialogProps {
  /** The question, e.g. 'Are you sure to delete this user?'. */
  title: string;
  /** A sentence under the title, e.g. 'Are you sure you want to delete this lender?' below 'Confirm Delete'. */
  description?: string;
  /** The button that opens the prompt. */
  trigger: ReactElement;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Runs on confirm; the prompt stays open (busy) until it settles, then closes. */
  onConfirm: () => Promise<unknown>;
}

/** A yes/no prompt as a real alert dialog (spec §2 delete confirmations). */
export function ConfirmDialog({ title, description, trigger, confirmLabel = 'Yes', cancelLabel = 'No', onConfirm }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => !busy && setOpen(details.open)} placement="center" size="xs">
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title fontSize="md">{title}</Dialog.Title>
            </Dialog.Header>
            {description && (
              <Dialog.Body>
                <Dialog.Description>{description}</Dialog.Description>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" size="sm" disabled={busy}>
                  {cancelLabel}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" size="sm" loading={busy} onClick={() => void confirm()}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
