import { Button, IconButton, type ButtonProps } from '@chakra-ui/react';
import { Pencil, Plus } from 'lucide-react';

interface CreateOrEditButtonProps extends ButtonProps {
  mode: 'create' | 'edit';
  /** The create button's text ('Add New Lender'). */
  createLabel: string;
  /** The edit icon's accessible name ('Edit Acme Lending'). */
  editLabel: string;
}

/** The button that opens a create/edit dialog: a labelled '+' button to create, a pencil icon on a row to edit. */
export function CreateOrEditButton({ mode, createLabel, editLabel, ...buttonProps }: CreateOrEditButtonProps) {
  return mode === 'create' ? (
    <Button colorPalette="brand" {...buttonProps}>
      <Plus aria-hidden />
      {createLabel}
    </Button>
  ) : (
    <IconButton aria-label={editLabel} size="sm" variant="ghost" {...buttonProps}>
      <Pencil aria-hidden />
    </IconButton>
  );
}
