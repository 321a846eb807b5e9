import { lazy } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LenderFormDialog_lender$key } from '../../../__generated__/LenderFormDialog_lender.graphql';
import type { LenderFormDialog_query$key } from '../../../__generated__/LenderFormDialog_query.graphql';
import { keepDialogOpenOnEditorEscape } from '../../../shared/editor/dialogEscape';
import { LazyFormDialog } from '../../../shared/ui/LazyFormDialog';
import { CreateOrEditButton } from '../../../shared/ui/CreateOrEditButton';

// The form brings the rich-text editor: loaded when the dialog first opens (or is about to).
const loadLenderForm = () => import('./LenderForm');
const LenderForm = lazy(() => loadLenderForm().then((module) => ({ default: module.LenderForm })));

const fragment = graphql`
  fragment LenderFormDialog_lender on Lender {
    name
    fullName
    ...LenderForm_lender
  }
`;

const queryFragment = graphql`
  fragment LenderFormDialog_query on Query {
    ...LenderForm_query
  }
`;

interface LenderFormDialogProps {
  mode: 'create' | 'edit';
  /** The lender to edit (edit mode). */
  lender?: LenderFormDialog_lender$key;
  query: LenderFormDialog_query$key;
  /** The table's connection, which a created lender joins. */
  connectionId: string;
}

/** 'Add New Lender' / 'Edit Lender' (spec §2): the lender form in a full-screen dialog that opens fresh every time. */
export function LenderFormDialog({ mode, lender: lenderRef, query: queryRef, connectionId }: LenderFormDialogProps) {
  const lender = useFragment(fragment, lenderRef ?? null);
  const query = useFragment(queryFragment, queryRef);
  const preload = () => void loadLenderForm();

  return (
    <LazyFormDialog
      onEscapeKeyDown={keepDialogOpenOnEditorEscape}
      title={mode === 'create' ? 'Add New Lender' : 'Edit Lender'}
      fullScreen
      loadingLabel="Opening the form…"
      trigger={
        <CreateOrEditButton
          mode={mode}
          createLabel="Add New Lender"
          editLabel={`Edit ${lender?.fullName || lender?.name || 'lender'}`}
          onPointerEnter={preload}
          onFocus={preload}
        />
      }
    >
      {({ close, onBusyChange }) => (
        <LenderForm
          mode={mode}
          lender={lender ?? null}
          query={query}
          connectionId={connectionId}
          onDone={close}
          onBusyChange={onBusyChange}
        />
      )}
    </LazyFormDialog>
  );
}
