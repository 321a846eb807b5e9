import { Button, Table, type ButtonProps } from '@chakra-ui/react';
import { ArrowDown, ArrowUp } from 'lucide-react';

interface SortableColumnHeaderProps extends ButtonProps {
  label: string;
  /** How the table is sorted by this column now (aria-sort). */
  sort: 'ascending' | 'descending' | 'none';
  /** The header button: the next sort of this column. */
  onToggle: () => void;
}

/** A column header that sorts the table: a button with the column's name and an arrow for the current direction. */
export function SortableColumnHeader({ label, sort, onToggle, ...buttonProps }: SortableColumnHeaderProps) {
  const icon =
    sort === 'ascending' ? <ArrowUp aria-hidden size={14} /> : sort === 'descending' ? <ArrowDown aria-hidden size={14} /> : null;
  return (
    <Table.ColumnHeader aria-sort={sort}>
      <Button variant="ghost" size="xs" px="1" fontSize="sm" fontWeight="medium" onClick={onToggle} {...buttonProps}>
        {label} {icon}
      </Button>
    </Table.ColumnHeader>
  );
}
