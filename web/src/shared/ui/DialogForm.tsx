import { Box, Dialog } from '@chakra-ui/react';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { DialogFormFooter } from './DialogFormFooter';

interface DialogFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: ReactNode;
  busy: boolean;
  /** The form's fields. */
  children: ReactNode;
  bodyProps?: ComponentProps<typeof Dialog.Body>;
  footerProps?: ComponentProps<typeof Dialog.Footer>;
}

/** A form as a dialog's body and footer (Cancel and the submit button); the form box itself lays out nothing. */
export function DialogForm({ onSubmit, submitLabel, busy, children, bodyProps, footerProps }: DialogFormProps) {
  return (
    <Box asChild display="contents">
      <form noValidate onSubmit={onSubmit}>
        <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
        <DialogFormFooter submitLabel={submitLabel} busy={busy} {...footerProps} />
      </form>
    </Box>
  );
}
