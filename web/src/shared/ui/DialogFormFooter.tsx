import { Button, type Dialog } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { DialogActions } from './DialogActions';

export interface DialogFormFooterProps extends ComponentProps<typeof Dialog.Footer> {
  submitLabel: ReactNode;
  busy: boolean;
  /** E.g. a built-in role, which cannot be saved. */
  submitDisabled?: boolean;
}

/** A form dialog's footer: Cancel (closes the dialog; off while saving) and the submit button. */
export function DialogFormFooter({ submitLabel, busy, submitDisabled, ...footerProps }: DialogFormFooterProps) {
  return (
    <DialogActions busy={busy} {...footerProps}>
      <Button type="submit" colorPalette="brand" loading={busy} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
