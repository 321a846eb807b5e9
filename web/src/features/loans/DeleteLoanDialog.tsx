import { notify } from '../../shared/toast';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { dispatchLoanAction } from './loanStore';
import type { Loan } from './sampleLoans';

/** 'Delete Loan' asks first (spec §2: "Delete Loan with confirm"), opened from the row's action menu. */
export function DeleteLoanDialog({ loan, onClose, onDeleted }: { loan: Loan | null; onClose: () => void; onDeleted?: () => void }) {
  return (
    <ConfirmDialog
      open={loan !== null}
      onClose={onClose}
      title="Delete Loan"
      body={`Are you sure you want to delete this loan${loan ? ` for ${loan.borrowerName}` : ''}?`}
      onConfirm={async () => {
        if (!loan) return;
        dispatchLoanAction({ type: 'remove', id: loan.id });
        notify.success('Loan deleted successfully');
        onDeleted?.();
      }}
    />
  );
}
