import { Stack } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';
import { AppDialog } from './AppDialog';
import { DialogForm } from './DialogForm';

interface FormDialogProps {
  open: boolean;
  /** Cancel, Escape, the close button and the backdrop (not while busy). */
  onClose: () => void;
  title: string;
  /** The form's accessible name. */
  label: string;
  width?: string;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** The form's fields. */
  children: ReactNode;
}

/** A dialog that is one form: its fields, then Cancel and the submit button; the form's state stays with its owner. */
export function FormDialog({ open, onClose, title, label, width, busy, onSubmit, submitLabel, children }: FormDialogProps) {
  return (
    <AppDialog open={open} onOpenChange={(next) => !next && onClose()} title={title} width={width} busy={busy}>
      <DialogForm onSubmit={onSubmit} label={label} submitLabel={submitLabel} busy={busy}>
        <Stack gap="4">{children}</Stack>
      </DialogForm>
    </AppDialog>
  );
}
