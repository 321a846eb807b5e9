import { Field, HStack, Input, InputGroup, Stack, Table } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { UsersTable_query$key } from '../../__generated__/UsersTable_query.graphql';
import type { AccountStatus, UsersTablePaginationQuery } from '../../__generated__/UsersTablePaginationQuery.graphql';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { ConnectionTable, usePageSize } from '../../shared/ui/ConnectionTable';
import { SortableColumnHeader } from '../../shared/ui/SortableColumnHeader';
import { UserFormDialog } from './UserFormDialog';
import { UserRow } from './UserRow';
import { SendInviteDialog } from '../invitations';
import { ActionsColumnHeader } from '../../shared/ui/TableActions';
import { useRefetchOnChange } from '../../shared/relay/useRefetchOnChange';

const fragment = graphql`
  fragment UsersTable_query on Query
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 10 }
    cursor: { type: "String" }
    search: { type: "String" }
    sortBy: { type: "UserSort" }
    accountStatus: { type: "AccountStatus" }
  )
  @refetchable(queryName: "UsersTablePaginationQuery") {
    users(first: $count, after: $cursor, search: $search, sortBy: $sortBy, accountStatus: $accountStatus)
      @connection(key: "UsersTable_users", filters: ["search", "sortBy", "accountStatus"]) {
      __id
      totalCount
      edges {
        node {
          id
          ...UserRow_user
        }
      }
    }
    ...UserFormDialog_query
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- SendInviteDialog comes through ../invitations's index.ts
    ...SendInviteDialog_query
  }
`;

const PAGE_SIZES = [10, 20, 50] as const;
type Sort = 'NAME_ASC' | 'NAME_DESC' | null;
const NEXT_SORT: Record<string, Sort> = { none: 'NAME_ASC', NAME_ASC: 'NAME_DESC', NAME_DESC: null };

/** Registrations without an invitation wait here for an Admin (docs/product.md "Accounts"). */
const ACCOUNT_STATUS_OPTIONS = [
  { value: 'PENDING', label: 'Pending approval' },
  { value: 'ACTIVE', label: 'Active' },
  { value: 'DEACTIVATED', label: 'Deactivated' },
];

/** The Users tab (spec §2): search, sort by full name on the server, a size changer and 'Total N users'. */
export function UsersTable({ query }: { query: UsersTable_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<UsersTablePaginationQuery, UsersTable_query$key>(
    fragment,
    query,
  );
  const [search, setSearch] = useState('');
  const [sortBy, setSortBy] = useState<Sort>(null);
  const pager = usePageSize(PAGE_SIZES);
  const [accountStatus, setAccountStatus] = useState('');
  const connectionId = data.users.__id;

  // Typing refetches after a short pause, keeping the current rows on screen meanwhile.
  useRefetchOnChange(refetch, {
    search: search.trim() || null,
    sortBy,
    accountStatus: (accountStatus || null) as AccountStatus | null,
    count: pager.pageSize,
  });

  const ariaSort = sortBy === 'NAME_ASC' ? 'ascending' : sortBy === 'NAME_DESC' ? 'descending' : 'none';

  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <HStack gap="3" flexWrap="wrap" flex={{ base: '1 1 100%', md: '1' }}>
          <InputGroup startElement={<Search size={16} aria-hidden />} maxW={{ base: 'full', sm: '80' }}>
            <Input
              type="search"
              aria-label="Search users"
              placeholder="Search by name, email, company…"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          </InputGroup>
          <Field.Root w={{ base: 'full', sm: '52' }}>
            <Field.Label srOnly>Account status</Field.Label>
            <OptionSelect
              placeholder="All accounts"
              options={ACCOUNT_STATUS_OPTIONS}
              value={accountStatus}
              onChange={(event) => setAccountStatus(event.currentTarget.value)}
            />
          </Field.Root>
        </HStack>
        <HStack gap="2" flexWrap="wrap">
          <SendInviteDialog query={data} />
          <UserFormDialog mode="create" roles={data} connectionId={connectionId} />
        </HStack>
      </HStack>
      <ConnectionTable
        label="Users"
        columns={
          <>
            <Table.ColumnHeader>ID</Table.ColumnHeader>
            <SortableColumnHeader
              label="Full Name"
              sort={ariaSort}
              color="inherit"
              onToggle={() => setSortBy(NEXT_SORT[sortBy ?? 'none'] ?? null)}
            />
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Role</Table.ColumnHeader>
            <Table.ColumnHeader>Department</Table.ColumnHeader>
            <Table.ColumnHeader>Company</Table.ColumnHeader>
            <Table.ColumnHeader>Language</Table.ColumnHeader>
            <Table.ColumnHeader>States Licensed</Table.ColumnHeader>
            <Table.ColumnHeader>2FA</Table.ColumnHeader>
            <Table.ColumnHeader>Social Profiles</Table.ColumnHeader>
            <Table.ColumnHeader>Avatar</Table.ColumnHeader>
            <ActionsColumnHeader />
          </>
        }
        columnCount={12}
        totalCount={data.users.totalCount}
        shown={data.users.edges.length}
        paging={{ hasNext, isLoadingNext, loadNext }}
        pageSize={pager}
        noun="Users"
      >
        {data.users.edges.map(({ node }) => (
          <UserRow key={node.id} user={node} roles={data} connectionId={connectionId} />
        ))}
      </ConnectionTable>
    </Stack>
  );
}
