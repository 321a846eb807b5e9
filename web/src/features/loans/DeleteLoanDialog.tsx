import { Button, Dialog, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { DeleteLoanDialog_loan$key } from '../../__generated__/DeleteLoanDialog_loan.graphql';
import { notify } from '../../shared/toast';
import { AppDialog } from '../../shared/ui/AppDialog';
import { useDeleteLoanMutation } from './mutations/useDeleteLoanMutation';

const fragment = graphql`
  fragment DeleteLoanDialog_loan on Loan {
    id
    borrowerName
  }
`;

interface DeleteLoanDialogProps {
  loan: DeleteLoanDialog_loan$key | null;
  /** The tables the loan leaves. */
  connectionIds: readonly string[];
  onClose: () => void;
  onDeleted?: () => void;
}

/** 'Delete Loan' asks first (spec §2: "Delete Loan with confirm"); a refusal (a funded loan) is told and nothing changes. */
export function DeleteLoanDialog({ loan: key, connectionIds, onClose, onDeleted }: DeleteLoanDialogProps) {
  const loan = useFragment(fragment, key);
  const [deleteLoan, isInFlight] = useDeleteLoanMutation();
  return (
    <AppDialog open={loan !== null} onOpenChange={(open) => !open && onClose()} title="Delete Loan" width="28rem" role="alertdialog">
      <Dialog.Body>
        <Text>Are you sure you want to delete this loan{loan ? ` for ${loan.borrowerName}` : ''}?</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button
          colorPalette="red"
          loading={isInFlight}
          onClick={async () => {
            if (!loan) return;
            const result = await deleteLoan(loan.id, connectionIds);
            if (!result.ok) {
              notify.error(result.message);
              return;
            }
            notify.success(result.message);
            onClose();
            onDeleted?.();
          }}
        >
          Delete
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
