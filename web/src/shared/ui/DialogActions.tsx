import { Button, Dialog } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';

interface DialogActionsProps extends ComponentProps<typeof Dialog.Footer> {
  /** Cancel is off while the dialog's action runs. */
  busy: boolean;
  /** The dialog's own action button(s), after Cancel. */
  children: ReactNode;
}

/** A dialog's footer: Cancel (closes the dialog) and then the dialog's action. */
export function DialogActions({ busy, children, ...footerProps }: DialogActionsProps) {
  return (
    <Dialog.Footer {...footerProps}>
      <Dialog.ActionTrigger asChild>
        <Button variant="outline" disabled={busy}>
          Cancel
        </Button>
      </Dialog.ActionTrigger>
      {children}
    </Dialog.Footer>
  );
}
