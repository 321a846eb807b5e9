import { Button, Dialog } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';

interface DialogFormFooterProps extends ComponentProps<typeof Dialog.Footer> {
  submitLabel: ReactNode;
  busy: boolean;
}

/** A form dialog's footer: Cancel (closes the dialog; off while saving) and the submit button. */
export function DialogFormFooter({ submitLabel, busy, ...footerProps }: DialogFormFooterProps) {
  return (
    <Dialog.Footer {...footerProps}>
      <Dialog.ActionTrigger asChild>
        <Button variant="outline" disabled={busy}>
          Cancel
        </Button>
      </Dialog.ActionTrigger>
      <Button type="submit" colorPalette="brand" loading={busy}>
        {submitLabel}
      </Button>
    </Dialog.Footer>
  );
}
