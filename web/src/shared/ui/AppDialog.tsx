import { CloseButton, Dialog, Portal, type ConditionalValue } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MotionDialogContent } from '../motion/MotionDialogContent';

interface AppDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Dialog.Body and Dialog.Footer (inside a form when the dialog holds one). */
  children: ReactNode;
  /** Chakra size token or CSS width of the dialog, e.g. 'md', '700px' or { base: 'full', md: '80%' }. */
  width?: ConditionalValue<string>;
  /** Fills the viewport (a long form such as the lender's); `width` is then ignored. */
  fullScreen?: boolean;
  /** Kept open while a save is running. */
  busy?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** The button that opens the dialog (focus returns to it on close), when the dialog has one. */
  trigger?: ReactNode;
  /** E.g. shared/editor's keepDialogOpenOnEditorEscape when the dialog holds a rich-text editor. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
}

/** A centred (or full-screen) dialog with a title and a close button; its content unmounts on close, so it opens fresh. */
export function AppDialog({
  open,
  onOpenChange,
  title,
  children,
  width = '32rem',
  fullScreen = false,
  busy = false,
  role = 'dialog',
  trigger,
  onEscapeKeyDown,
}: AppDialogProps) {
  const frame = (
    <>
      <Dialog.Header borderBottomWidth={fullScreen ? '1px' : undefined}>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      {children}
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (details.open || !busy) onOpenChange(details.open);
      }}
      onEscapeKeyDown={onEscapeKeyDown}
      placement={fullScreen ? undefined : 'center'}
      size={fullScreen ? 'full' : undefined}
      scrollBehavior="inside"
      role={role}
      lazyMount
      unmountOnExit
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        {fullScreen ? (
          <Dialog.Positioner>
            <Dialog.Content>{frame}</Dialog.Content>
          </Dialog.Positioner>
        ) : (
          <Dialog.Positioner px={{ base: '3', md: '4' }}>
            <MotionDialogContent w="full" maxW={width} borderRadius="xl">
              {frame}
            </MotionDialogContent>
          </Dialog.Positioner>
        )}
      </Portal>
    </Dialog.Root>
  );
}
