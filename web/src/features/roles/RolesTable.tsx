import { HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useId, useMemo, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { RolesTable_query$key } from '../../__generated__/RolesTable_query.graphql';
import type { RolesTablePaginationQuery, RoleStatus } from '../../__generated__/RolesTablePaginationQuery.graphql';
import { ConnectionFooter } from '../../shared/ui/ConnectionFooter';
import { EmptyTableRow } from '../../shared/ui/EmptyTableRow';
import { RoleFormDialog } from './RoleFormDialog';
import { RoleRow } from './RoleRow';
import { ActionsColumnHeader } from '../../shared/ui/TableActions';
import { SortableColumnHeader } from '../../shared/ui/SortableColumnHeader';

const fragment = graphql`
  fragment RolesTable_query on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, status: { type: "RoleStatus" })
  @refetchable(queryName: "RolesTablePaginationQuery") {
    roles(first: $count, after: $cursor, status: $status) @connection(key: "RolesTable_roles", filters: ["status"]) {
      __id
      totalCount
      edges {
        node {
          id
          name
          ...RoleRow_role
        }
      }
    }
  }
`;

const PAGE_SIZES = [10, 20, 50] as const;
const STATUS_FILTERS = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'INACTIVE', label: 'Inactive' },
  { value: 'PENDING', label: 'Pending' },
] as const;

/** The Roles tab (spec §2): status filter on the server, sort by name, 10 a page with a size changer, 'Total N roles'. */
export function RolesTable({ query }: { query: RolesTable_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<RolesTablePaginationQuery, RolesTable_query$key>(
    fragment,
    query,
  );
  const [status, setStatus] = useState<RoleStatus | ''>('');
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [sort, setSort] = useState<'asc' | 'desc' | null>(null);
  const [, startTransition] = useTransition();
  const filterId = useId();
  const connectionId = data.roles.__id;

  const reload = (nextStatus: RoleStatus | '', nextSize: number) =>
    startTransition(() => {
      refetch({ status: nextStatus || null, count: nextSize }, { fetchPolicy: 'store-and-network' });
    });

  const edges = useMemo(() => {
    if (!sort) return data.roles.edges;
    const sorted = [...data.roles.edges].sort((a, b) => a.node.name.localeCompare(b.node.name));
    return sort === 'asc' ? sorted : sorted.reverse();
  }, [data.roles.edges, sort]);

  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <HStack gap="2">
          <Text asChild fontSize="sm" fontWeight="medium">
            <label htmlFor={filterId}>Status</label>
          </Text>
          <NativeSelect.Root size="sm" w="40">
            <NativeSelect.Field
              id={filterId}
              value={status}
              onChange={(event) => {
                const next = event.currentTarget.value as RoleStatus | '';
                setStatus(next);
                reload(next, pageSize);
              }}
            >
              <option value="">All statuses</option>
              {STATUS_FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <RoleFormDialog connectionId={connectionId} />
      </HStack>
      <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg.panel">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="20">ID</Table.ColumnHeader>
              <SortableColumnHeader
                label="Role Name"
                sort={sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : 'none'}
                onToggle={() => setSort(sort === null ? 'asc' : sort === 'asc' ? 'desc' : null)}
              />
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <ActionsColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {edges.map(({ node }) => (
              <RoleRow key={node.id} role={node} connectionId={connectionId} />
            ))}
            {edges.length === 0 && <EmptyTableRow columns={4}>No roles found</EmptyTableRow>}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <ConnectionFooter
        totalLabel={`Total ${data.roles.totalCount} roles`}
        shown={edges.length}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadNext={() => loadNext(pageSize)}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPageSizeChange={(size) => {
          setPageSize(size);
          reload(status, size);
        }}
        noun="Roles"
      />
    </Stack>
  );
}
