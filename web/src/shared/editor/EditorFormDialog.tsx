import { Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { AppDialog } from '../ui/AppDialog';
import { PageSpinner } from '../ui/PageSpinner';
import { keepDialogOpenOnEditorEscape } from './dialogEscape';

interface EditorFormDialogProps extends Pick<ComponentProps<typeof AppDialog>, 'title' | 'trigger' | 'width' | 'fullScreen'> {
  /** What the spinner says while the form's code loads. */
  loadingLabel: string;
  /** The (lazy) form: `close` when it is done, `onBusyChange` while it saves (the dialog then stays open). */
  children: (dialog: { close: () => void; onBusyChange: (busy: boolean) => void }) => ReactNode;
}

/**
 * A dialog around a lazily loaded form with a rich-text editor: Escape in the editor's URL prompt stays there; its
 * content unmounts on close, so it opens fresh every time.
 */
export function EditorFormDialog({ loadingLabel, children, ...dialogProps }: EditorFormDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <AppDialog open={open} onOpenChange={setOpen} busy={busy} onEscapeKeyDown={keepDialogOpenOnEditorEscape} {...dialogProps}>
      <Suspense fallback={<PageSpinner label={loadingLabel} />}>
        {children({ close: () => setOpen(false), onBusyChange: setBusy })}
      </Suspense>
    </AppDialog>
  );
}
