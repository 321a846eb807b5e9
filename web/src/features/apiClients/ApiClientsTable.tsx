import { HStack, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ApiClientsTable_query$key } from '../../__generated__/ApiClientsTable_query.graphql';
import { EmptyTableRow } from '../../shared/ui/EmptyTableRow';
import { ActionsColumnHeader } from '../../shared/ui/TableActions';
import { ApiClientRow } from './ApiClientRow';
import { RegisterApiClientDialog } from './RegisterApiClientDialog';

const fragment = graphql`
  fragment ApiClientsTable_query on Query {
    apiClients(first: 100) @connection(key: "ApiClientsTable_apiClients") {
      __id
      totalCount
      edges {
        node {
          id
          ...ApiClientRow_apiClient
        }
      }
    }
  }
`;

/** Every registered client (at most 100: a handful of internal tools), by name. */
export function ApiClientsTable({ query }: { query: ApiClientsTable_query$key }) {
  const data = useFragment(fragment, query);
  const connectionId = data.apiClients.__id;
  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Text color="fg.muted" fontSize="sm">
          Total {data.apiClients.totalCount} {data.apiClients.totalCount === 1 ? 'client' : 'clients'}
        </Text>
        <RegisterApiClientDialog connectionId={connectionId} />
      </HStack>
      {/* Focusable (with a name) so a keyboard can scroll it when its columns pass a phone's width. */}
      <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg.panel" tabIndex={0} role="region" aria-label="API clients">
        <Table.Root size="sm">
          <Table.Caption srOnly>Registered API clients</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Acts as</Table.ColumnHeader>
              <Table.ColumnHeader>Key</Table.ColumnHeader>
              <Table.ColumnHeader>Limits</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Documents</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <ActionsColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.apiClients.edges.map(({ node }) => (
              <ApiClientRow key={node.id} apiClient={node} />
            ))}
            {data.apiClients.edges.length === 0 && <EmptyTableRow columns={7}>No API clients registered yet</EmptyTableRow>}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
