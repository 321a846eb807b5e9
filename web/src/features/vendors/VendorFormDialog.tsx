import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { VendorFormDialog_options$key } from '../../__generated__/VendorFormDialog_options.graphql';
import type { VendorFormDialog_vendor$key } from '../../__generated__/VendorFormDialog_vendor.graphql';
import { AppDialog } from '../../shared/ui/AppDialog';
import { VendorForm } from './VendorForm';

const fragment = graphql`
  fragment VendorFormDialog_vendor on Vendor {
    ...VendorForm_vendor
  }
`;

const optionsFragment = graphql`
  fragment VendorFormDialog_options on VendorFormOptions {
    ...VendorForm_options
  }
`;

interface VendorFormDialogProps {
  mode: 'create' | 'edit';
  vendor?: VendorFormDialog_vendor$key;
  options: VendorFormDialog_options$key;
  /** The table's connection, which a new vendor joins. */
  connectionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Add New Mortgage Vendor' or 'Edit Mortgage Vendor' (spec §2), fresh every time it opens. */
export function VendorFormDialog({
  mode,
  vendor: vendorRef,
  options: optionsRef,
  connectionId,
  open,
  onOpenChange,
}: VendorFormDialogProps) {
  const vendor = useFragment(fragment, vendorRef ?? null);
  const options = useFragment(optionsFragment, optionsRef);
  const [busy, setBusy] = useState(false);
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      width="760px"
      title={mode === 'create' ? 'Add New Mortgage Vendor' : 'Edit Mortgage Vendor'}
    >
      <VendorForm
        mode={mode}
        vendor={vendor ?? null}
        options={options}
        connectionId={connectionId}
        onDone={() => onOpenChange(false)}
        onBusyChange={setBusy}
      />
    </AppDialog>
  );
}
