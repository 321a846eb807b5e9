import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MotionDialogContent } from '../motion/MotionDialogContent';

interface AppDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Dialog.Body and Dialog.Footer (inside a form when the dialog holds one). */
  children: ReactNode;
  /** Chakra size token or CSS width of the dialog, e.g. 'md' or '700px'. */
  width?: string;
  /** Kept open while a save is running. */
  busy?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** The button that opens the dialog (focus returns to it on close), when the dialog has one. */
  trigger?: ReactNode;
}

/** A centred dialog with a title and a close button; its content unmounts on close, so it opens fresh. */
export function AppDialog({
  open,
  onOpenChange,
  title,
  children,
  width = '32rem',
  busy = false,
  role = 'dialog',
  trigger,
}: AppDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (details.open || !busy) onOpenChange(details.open);
      }}
      placement="center"
      scrollBehavior="inside"
      role={role}
      lazyMount
      unmountOnExit
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '3', md: '4' }}>
          <MotionDialogContent w="full" maxW={width} borderRadius="xl">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </MotionDialogContent>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
