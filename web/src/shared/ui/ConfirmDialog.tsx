import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useState, type ReactElement, type ReactNode } from 'react';

interface ConfirmDialogProps {
  /** The question or the spec's prompt title, e.g. 'Are you sure to delete this user?' or 'Confirm Delete'. */
  title: string;
  /** What happens, under the title, e.g. 'Are you sure you want to delete this lender?'. */
  body?: ReactNode;
  /** The action's own word: 'Delete' for deletes (the default), 'Revoke' for an invitation. */
  confirmLabel?: string;
  /** 'Cancel' everywhere; the spec words one pair itself (Users: 'Yes'/'No'), and only that passes it. */
  cancelLabel?: string;
  /** Runs on confirm; the prompt stays open (busy) until it settles, then closes. */
  onConfirm: () => Promise<unknown>;
  /** The button that opens the prompt; without one, the caller opens it with `open`/`onClose` (a menu item). */
  trigger?: ReactElement;
  open?: boolean;
  onClose?: () => void;
}

/**
 * The one confirmation prompt of the portal (every delete, revoke, sign-out-everywhere): a real alert
 * dialog with a title, an optional sentence and one button pair, Cancel and the action (in red).
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  onConfirm,
  trigger,
  open,
  onClose,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    if (!next) onClose?.();
  };

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
    <Dialog.Root role="alertdialog" open={isOpen} onOpenChange={(details) => !busy && setOpen(details.open)} placement="center" size="xs">
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title fontSize="md">{title}</Dialog.Title>
            </Dialog.Header>
            {body && (
              <Dialog.Body>
                <Dialog.Description>{body}</Dialog.Description>
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
