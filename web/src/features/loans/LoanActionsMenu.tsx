import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { Eye, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { loanPath } from './loanPaths';
import type { Loan } from './sampleLoans';

interface LoanActionsMenuProps {
  loan: Loan;
  onEdit: (loan: Loan) => void;
  onDelete: (loan: Loan) => void;
}

/** A row's action menu (spec §2): View Details, Edit Loan, Delete Loan. */
export function LoanActionsMenu({ loan, onEdit, onDelete }: LoanActionsMenuProps) {
  const navigate = useNavigate();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'view') navigate(loanPath(loan.id));
        if (value === 'edit') onEdit(loan);
        if (value === 'delete') onDelete(loan);
      }}
    >
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={`Actions for ${loan.borrowerName}`}>
          <MoreVertical aria-hidden />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.Item value="view">
              <Eye size={16} aria-hidden /> View Details
            </Menu.Item>
            <Menu.Item value="edit">
              <Pencil size={16} aria-hidden /> Edit Loan
            </Menu.Item>
            <Menu.Item value="delete" color="fg.error" _highlighted={{ bg: 'bg.error', color: 'fg.error' }}>
              <Trash2 size={16} aria-hidden /> Delete Loan
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
