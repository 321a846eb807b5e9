import { Button } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { lazy } from 'react';
import { keepDialogOpenOnEditorEscape } from '../../shared/editor/dialogEscape';
import { LazyFormDialog } from '../../shared/ui/LazyFormDialog';
import type { ScenarioForm_query$key } from '../../__generated__/ScenarioForm_query.graphql';

// The form brings the rich-text editor and the form libraries: loaded only by those who may post.
const loadScenarioForm = () => import('./ScenarioForm');
const ScenarioForm = lazy(() => loadScenarioForm().then((module) => ({ default: module.ScenarioForm })));

/**
 * 'Add New Scenario' (spec §2): a dialog 80% wide that opens empty every time.
 */
export function AddScenarioDialog({ query }: { query: ScenarioForm_query$key }) {
  const preload = () => void loadScenarioForm();

  return (
    <LazyFormDialog
      onEscapeKeyDown={keepDialogOpenOnEditorEscape}
      title="Add New Scenario"
      width={{ base: 'full', md: '80%' }}
      loadingLabel="Opening the editor…"
      trigger={
        <Button colorPalette="brand" flexShrink={0} onPointerEnter={preload} onFocus={preload}>
          <Plus aria-hidden />
          Add New Scenario
        </Button>
      }
    >
      {({ close, onBusyChange }) => <ScenarioForm query={query} onCancel={close} onCreated={close} onBusyChange={onBusyChange} />}
    </LazyFormDialog>
  );
}
