import { Table } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ConnectionFooter } from './ConnectionFooter';
import { EmptyTableRow } from './EmptyTableRow';

/** The page size of a paginated table, starting at the first size offered. */
export function usePageSize(pageSizes: readonly number[]) {
  const [pageSize, setPageSize] = useState<number>(pageSizes[0] ?? 10);
  return { pageSize, pageSizes, onPageSizeChange: setPageSize };
}

interface ConnectionTableProps {
  /** The table's accessible name, when it has one. */
  label?: string;
  /** The header row's cells. */
  columns: ReactNode;
  columnCount: number;
  /** The rows, one per edge of the connection. */
  children: ReactNode;
  /** How many rows the connection has in all, and how many are loaded. */
  totalCount: number;
  shown: number;
  paging: { hasNext: boolean; isLoadingNext: boolean; loadNext: (count: number) => unknown };
  pageSize: ReturnType<typeof usePageSize>;
  /** What a row is called: 'Users' per page, 'Total 12 users', 'No users found'. */
  noun: string;
}

/**
 * A connection as a table (admin lists): its rows, the empty notice, and below it the total, the page-size changer
 * and 'Load more' (ConnectionFooter).
 */
export function ConnectionTable({
  label,
  columns,
  columnCount,
  children,
  totalCount,
  shown,
  paging,
  pageSize,
  noun,
}: ConnectionTableProps) {
  const lowerNoun = noun.toLowerCase();
  return (
    <>
      <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg.panel">
        <Table.Root size="sm" stickyHeader aria-label={label}>
          <Table.Header>
            <Table.Row>{columns}</Table.Row>
          </Table.Header>
          <Table.Body>
            {children}
            {shown === 0 && <EmptyTableRow columns={columnCount}>{`No ${lowerNoun} found`}</EmptyTableRow>}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <ConnectionFooter
        totalLabel={`Total ${totalCount} ${lowerNoun}`}
        shown={shown}
        hasNext={paging.hasNext}
        isLoadingNext={paging.isLoadingNext}
        onLoadNext={() => paging.loadNext(pageSize.pageSize)}
        {...pageSize}
        noun={noun}
      />
    </>
  );
}
