import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { Eye, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { loanPath } from './loanPaths';

interface LoanActionsMenuProps {
  internalId: number;
  borrowerName: string;
  /** Edit and Delete only for the loan's owner or an Admin (the server decides: `viewerCanEdit`). */
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A row's action menu (spec §2): View Details, Edit Loan, Delete Loan. */
export function LoanActionsMenu({ internalId, borrowerName, canEdit, onEdit, onDelete }: LoanActionsMenuProps) {
  const navigate = useNavigate();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'view') navigate(loanPath(internalId));
        if (value === 'edit') onEdit();
        if (value === 'delete') onDelete();
      }}
    >
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={`Actions for ${borrowerName}`}>
          <MoreVertical aria-hidden />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.Item value="view">
              <Eye size={16} aria-hidden /> View Details
            </Menu.Item>
            {canEdit && (
              <>
                <Menu.Item value="edit">
                  <Pencil size={16} aria-hidden /> Edit Loan
                </Menu.Item>
                <Menu.Item value="delete" color="fg.error" _highlighted={{ bg: 'bg.error', color: 'fg.error' }}>
                  <Trash2 size={16} aria-hidden /> Delete Loan
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
