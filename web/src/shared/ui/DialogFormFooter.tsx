import { Button, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A form dialog's footer: Cancel (closes the dialog; off while saving) and the submit button. */
export function DialogFormFooter({ submitLabel, busy }: { submitLabel: ReactNode; busy: boolean }) {
  return (
    <Dialog.Footer>
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
