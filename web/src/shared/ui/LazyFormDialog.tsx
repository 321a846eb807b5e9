import { Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { AppDialog } from './AppDialog';
import { PageSpinner } from './PageSpinner';

interface LazyFormDialogProps extends Pick<
  ComponentProps<typeof AppDialog>,
  'title' | 'trigger' | 'width' | 'fullScreen' | 'onEscapeKeyDown'
> {
  /** What the spinner says while the form's code loads. */
  loadingLabel: string;
  /** The (lazy) form: `close` when it is done, `onBusyChange` while it saves (the dialog then stays open). */
  children: (dialog: { close: () => void; onBusyChange: (busy: boolean) => void }) => ReactNode;
}

/**
 * A dialog around a lazily loaded form (its code loads as the dialog first opens, a spinner meanwhile); its content
 * unmounts on close, so it opens fresh every time. A form with a rich-text editor passes keepDialogOpenOnEditorEscape.
 */
export function LazyFormDialog({ loadingLabel, children, ...dialogProps }: LazyFormDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <AppDialog open={open} onOpenChange={setOpen} busy={busy} {...dialogProps}>
      <Suspense fallback={<PageSpinner label={loadingLabel} />}>
        {children({ close: () => setOpen(false), onBusyChange: setBusy })}
      </Suspense>
    </AppDialog>
  );
}
