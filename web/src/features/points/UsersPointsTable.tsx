import { Heading, Input, InputGroup, Stack, Table } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { UsersPointsTable_query$key } from '../../__generated__/UsersPointsTable_query.graphql';
import type { UsersPointsTablePaginationQuery } from '../../__generated__/UsersPointsTablePaginationQuery.graphql';
import { ConnectionFooter } from '../../shared/ui/ConnectionFooter';
import { EmptyTableRow } from '../../shared/ui/EmptyTableRow';
import { UserPointsRow } from './UserPointsRow';
import { ActionsColumnHeader } from '../../shared/ui/TableActions';
import { useRefetchOnChange } from '../../shared/relay/useRefetchOnChange';

const fragment = graphql`
  fragment UsersPointsTable_query on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, search: { type: "String" })
  @refetchable(queryName: "UsersPointsTablePaginationQuery") {
    usersWithPoints(first: $count, after: $cursor, search: $search) @connection(key: "UsersPointsTable_usersWithPoints", filters: ["search"]) {
      totalCount
      edges {
        node {
          id
          ...UserPointsRow_user
        }
      }
    }
  }
`;

/** 'Users Points Overview' (spec §2): search, 10 a page. */
export function UsersPointsTable({ query }: { query: UsersPointsTable_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    UsersPointsTablePaginationQuery,
    UsersPointsTable_query$key
  >(fragment, query);
  const [search, setSearch] = useState('');
  useRefetchOnChange(refetch, { search: search.trim() || null });

  return (
    <Stack gap="4" as="section" aria-labelledby="users-points-overview">
      <Heading as="h2" size="lg" id="users-points-overview">
        Users Points Overview
      </Heading>
      <InputGroup startElement={<Search size={16} aria-hidden />} maxW={{ base: 'full', sm: '80' }}>
        <Input
          type="search"
          aria-label="Search users points"
          placeholder="Search by name or email"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </InputGroup>
      <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg.panel">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>User</Table.ColumnHeader>
              <Table.ColumnHeader>Email</Table.ColumnHeader>
              <Table.ColumnHeader>Points</Table.ColumnHeader>
              <Table.ColumnHeader>Last Activity</Table.ColumnHeader>
              <ActionsColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.usersWithPoints.edges.map(({ node }) => (
              <UserPointsRow key={node.id} user={node} />
            ))}
            {data.usersWithPoints.edges.length === 0 && <EmptyTableRow columns={5}>No users found</EmptyTableRow>}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <ConnectionFooter
        totalLabel={`Total ${data.usersWithPoints.totalCount} users`}
        shown={data.usersWithPoints.edges.length}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadNext={() => loadNext(10)}
        noun="Users"
      />
    </Stack>
  );
}
