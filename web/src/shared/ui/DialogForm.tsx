import { Box, Dialog } from '@chakra-ui/react';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { DialogFormFooter, type DialogFormFooterProps } from './DialogFormFooter';

interface DialogFormProps extends Pick<DialogFormFooterProps, 'submitLabel' | 'busy' | 'submitDisabled'> {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's fields. */
  children: ReactNode;
  bodyProps?: ComponentProps<typeof Dialog.Body>;
  footerProps?: ComponentProps<typeof Dialog.Footer>;
}

/** A form as a dialog's body and footer (Cancel and the submit button); the form box itself lays out nothing. */
export function DialogForm({ onSubmit, submitLabel, busy, submitDisabled, children, bodyProps, footerProps }: DialogFormProps) {
  return (
    <Box asChild display="contents">
      <form noValidate onSubmit={onSubmit}>
        <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
        <DialogFormFooter submitLabel={submitLabel} busy={busy} submitDisabled={submitDisabled} {...footerProps} />
      </form>
    </Box>
  );
}
