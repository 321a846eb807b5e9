import { HStack, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { LenderTablePaginationQuery } from '../../../__generated__/LenderTablePaginationQuery.graphql';
import type { LenderTable_query$key } from '../../../__generated__/LenderTable_query.graphql';
import { ConnectionTable, usePageSize } from '../../../shared/ui/ConnectionTable';
import { LenderFormDialog } from './LenderFormDialog';
import { LenderRow } from './LenderRow';
import { ActionsColumnHeader } from '../../../shared/ui/TableActions';
import { useRefetchOnChange } from '../../../shared/relay/useRefetchOnChange';
import { SortableColumnHeader } from '../../../shared/ui/SortableColumnHeader';

const fragment = graphql`
  fragment LenderTable_query on Query
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 10 }
    cursor: { type: "String" }
    sortBy: { type: "LenderSortField", defaultValue: NAME }
    direction: { type: "SortDirection", defaultValue: ASC }
  )
  @refetchable(queryName: "LenderTablePaginationQuery") {
    adminLenders(first: $count, after: $cursor, sortBy: $sortBy, direction: $direction)
      @connection(key: "LenderTable_adminLenders", filters: ["sortBy", "direction"]) {
      __id
      totalCount
      edges {
        node {
          id
          ...LenderRow_lender
        }
      }
    }
    ...LenderFormDialog_query
  }
`;

const PAGE_SIZES = [10, 20, 50, 100] as const;
type SortableField = 'NAME' | 'WEBSITE' | 'RATING' | 'COMPANY';
const SORTABLE: { field: SortableField; label: string }[] = [
  { field: 'NAME', label: 'FullName' },
  { field: 'WEBSITE', label: 'Website' },
  { field: 'RATING', label: 'Rating' },
  { field: 'COMPANY', label: 'Company' },
];

interface Sort {
  sortBy: SortableField;
  direction: 'ASC' | 'DESC';
}

/** The Lender Management table (spec §2): sorted on the server by one column, a size changer and 'Total {n} lenders'. */
export function LenderTable({ query }: { query: LenderTable_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<LenderTablePaginationQuery, LenderTable_query$key>(
    fragment,
    query,
  );
  const [sort, setSort] = useState<Sort>({ sortBy: 'NAME', direction: 'ASC' });
  const pager = usePageSize(PAGE_SIZES);
  const connectionId = data.adminLenders.__id;

  // The first render shows what the route's query loaded; later sorts and sizes refetch in place.
  useRefetchOnChange(refetch, { ...sort, count: pager.pageSize }, { delayMs: 0 });

  const ariaSort = (field: SortableField) => (sort.sortBy !== field ? 'none' : sort.direction === 'ASC' ? 'ascending' : 'descending');
  const toggleSort = (field: SortableField) =>
    setSort((current) => ({ sortBy: field, direction: current.sortBy === field && current.direction === 'ASC' ? 'DESC' : 'ASC' }));

  return (
    <Stack gap="4">
      <HStack justify="flex-end">
        <LenderFormDialog mode="create" query={data} connectionId={connectionId} />
      </HStack>
      <ConnectionTable
        columns={
          <>
            {SORTABLE.map(({ field, label }) => (
              <SortableColumnHeader key={field} label={label} sort={ariaSort(field)} onToggle={() => toggleSort(field)} />
            ))}
            <Table.ColumnHeader>Contact</Table.ColumnHeader>
            <Table.ColumnHeader>Phone</Table.ColumnHeader>
            <ActionsColumnHeader />
          </>
        }
        columnCount={7}
        totalCount={data.adminLenders.totalCount}
        shown={data.adminLenders.edges.length}
        paging={{ hasNext, isLoadingNext, loadNext }}
        pageSize={pager}
        noun="Lenders"
      >
        {data.adminLenders.edges.map(({ node }) => (
          <LenderRow key={node.id} lender={node} query={data} connectionId={connectionId} />
        ))}
      </ConnectionTable>
    </Stack>
  );
}
