import { Button, IconButton } from '@chakra-ui/react';
import { Pencil, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LenderFormDialog_lender$key } from '../../../__generated__/LenderFormDialog_lender.graphql';
import type { LenderFormDialog_query$key } from '../../../__generated__/LenderFormDialog_query.graphql';
import { keepDialogOpenOnEditorEscape } from '../../../shared/editor/dialogEscape';
import { AppDialog } from '../../../shared/ui/AppDialog';
import { PageSpinner } from '../../../shared/ui/PageSpinner';

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
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const title = mode === 'create' ? 'Add New Lender' : 'Edit Lender';
  const preload = () => void loadLenderForm();

  const trigger =
    mode === 'create' ? (
      <Button colorPalette="brand" onPointerEnter={preload} onFocus={preload}>
        <Plus aria-hidden />
        Add New Lender
      </Button>
    ) : (
      <IconButton
        aria-label={`Edit ${lender?.fullName || lender?.name || 'lender'}`}
        size="sm"
        variant="ghost"
        onPointerEnter={preload}
        onFocus={preload}
      >
        <Pencil aria-hidden />
      </IconButton>
    );

  return (
    <AppDialog
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      title={title}
      fullScreen
      trigger={trigger}
      onEscapeKeyDown={keepDialogOpenOnEditorEscape}
    >
      <Suspense fallback={<PageSpinner label="Opening the form…" />}>
        <LenderForm
          mode={mode}
          lender={lender ?? null}
          query={query}
          connectionId={connectionId}
          onDone={() => setOpen(false)}
          onBusyChange={setBusy}
        />
      </Suspense>
    </AppDialog>
  );
}
