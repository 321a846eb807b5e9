import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { keepDialogOpenOnEditorEscape } from '../../shared/editor/dialogEscape';
import { MotionDialogContent } from '../../shared/motion/MotionDialogContent';
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

  return (
    <Dialog.Root
      open={open}
      // While saving, the dialog stays open (Escape, backdrop and close button are ignored).
      onOpenChange={(details) => {
        if (details.open || !busy) setOpen(details.open);
      }}
      onEscapeKeyDown={keepDialogOpenOnEditorEscape}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="brand" flexShrink={0} onPointerEnter={() => void loadScenarioForm()} onFocus={() => void loadScenarioForm()}>
          <Plus aria-hidden />
          Add New Scenario
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '3', md: '0' }}>
          <MotionDialogContent w={{ base: 'full', md: '80%' }} maxW={{ base: 'full', md: '80%' }} borderRadius="xl">
            <Dialog.Header>
              <Dialog.Title>Add New Scenario</Dialog.Title>
            </Dialog.Header>
            <Suspense fallback={<PageSpinner label="Opening the editor…" />}>
              <ScenarioForm query={query} onCancel={close} onCreated={close} onBusyChange={setBusy} />
            </Suspense>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </MotionDialogContent>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
