import { Button } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { keepDialogOpenOnEditorEscape } from '../../shared/editor/dialogEscape';
import { AppDialog } from '../../shared/ui/AppDialog';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import type { ScenarioForm_query$key } from '../../__generated__/ScenarioForm_query.graphql';

// The form brings the rich-text editor and the form libraries: loaded only by those who may post.
const loadScenarioForm = () => import('./ScenarioForm');
const ScenarioForm = lazy(() => loadScenarioForm().then((module) => ({ default: module.ScenarioForm })));

/**
 * 'Add New Scenario' (spec §2): a dialog 80% wide. Its content unmounts on close, so it opens
 * empty every time.
 */
export function AddScenarioDialog({ query }: { query: ScenarioForm_query$key }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = () => setOpen(false);

  const preload = () => void loadScenarioForm();

  return (
    <AppDialog
      open={open}
      // While saving, the dialog stays open (Escape, backdrop and close button are ignored).
      onOpenChange={setOpen}
      busy={busy}
      title="Add New Scenario"
      width={{ base: 'full', md: '80%' }}
      onEscapeKeyDown={keepDialogOpenOnEditorEscape}
      trigger={
        <Button colorPalette="brand" flexShrink={0} onPointerEnter={preload} onFocus={preload}>
          <Plus aria-hidden />
          Add New Scenario
        </Button>
      }
    >
      <Suspense fallback={<PageSpinner label="Opening the editor…" />}>
        <ScenarioForm query={query} onCancel={close} onCreated={close} onBusyChange={setBusy} />
      </Suspense>
    </AppDialog>
  );
}
