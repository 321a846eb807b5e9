import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The one row a table shows when it has nothing to list ('No tickets found'), across all its columns. */
export function EmptyTableRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={columns} textAlign="center" color="fg.muted" py="8">
        {children}
      </Table.Cell>
    </Table.Row>
  );
}
