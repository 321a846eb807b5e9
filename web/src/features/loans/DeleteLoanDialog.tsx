import { graphql, useFragment } from 'react-relay/hooks';
import type { DeleteLoanDialog_loan$key } from '../../__generated__/DeleteLoanDialog_loan.graphql';
import { notify } from '../../shared/toast';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
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
  const [deleteLoan] = useDeleteLoanMutation();
  return (
    <ConfirmDialog
      open={loan !== null}
      onClose={onClose}
      title="Delete Loan"
      body={`Are you sure you want to delete this loan${loan ? ` for ${loan.borrowerName}` : ''}?`}
      onConfirm={async () => {
        if (!loan) return;
        const result = await deleteLoan(loan.id, connectionIds);
        if (!result.ok) {
          notify.error(result.message);
          return;
        }
        notify.success(result.message);
        onDeleted?.();
      }}
    />
  );
}
