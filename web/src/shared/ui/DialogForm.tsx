import { Box, Button, Dialog } from '@chakra-ui/react';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';

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

interface DialogFormProps extends Pick<DialogFormFooterProps, 'submitLabel' | 'busy' | 'submitDisabled'> {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's accessible name, when the dialog's title does not name it. */
  label?: string;
  /** The form's fields. */
  children: ReactNode;
  bodyProps?: ComponentProps<typeof Dialog.Body>;
  footerProps?: ComponentProps<typeof Dialog.Footer>;
}

/** A form as a dialog's body and footer (Cancel and the submit button); the form box itself lays out nothing. */
export function DialogForm({ onSubmit, label, submitLabel, busy, submitDisabled, children, bodyProps, footerProps }: DialogFormProps) {
  return (
    <Box asChild display="contents">
      <form noValidate onSubmit={onSubmit} aria-label={label}>
        <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
        <DialogFormFooter submitLabel={submitLabel} busy={busy} submitDisabled={submitDisabled} {...footerProps} />
      </form>
    </Box>
  );
}
