import { Button, Dialog, Text } from '@chakra-ui/react';
import { notify } from '../../shared/toast';
import { AppDialog } from '../../shared/ui/AppDialog';
import { dispatchLoanAction } from './loanStore';
import type { Loan } from './sampleLoans';

/** 'Delete Loan' asks first (spec §2: "Delete Loan with confirm"). */
export function DeleteLoanDialog({ loan, onClose, onDeleted }: { loan: Loan | null; onClose: () => void; onDeleted?: () => void }) {
  return (
    <AppDialog open={loan !== null} onOpenChange={(open) => !open && onClose()} title="Delete Loan" width="28rem" role="alertdialog">
      <Dialog.Body>
        <Text>
          Are you sure you want to delete this loan{loan ? ` for ${loan.borrowerName}` : ''}?
        </Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button
          colorPalette="red"
          onClick={() => {
            if (!loan) return;
            dispatchLoanAction({ type: 'remove', id: loan.id });
            notify.success('Loan deleted successfully');
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
