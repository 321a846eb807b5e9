import { Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { PendingInvitationsPaginationQuery } from '../../__generated__/PendingInvitationsPaginationQuery.graphql';
import type { PendingInvitations_query$key } from '../../__generated__/PendingInvitations_query.graphql';
import { EmptyTableRow } from '../../shared/ui/EmptyTableRow';
import { PendingInvitationRow, type ResentLink } from './PendingInvitationRow';
import { RegistrationLinkNotice } from './RegistrationLinkNotice';
import { ActionsColumnHeader } from '../../shared/ui/TableActions';

const PAGE = 10;

/** Invitations not yet used, with their expiry; an admin resends (new link) or revokes one. */
export function PendingInvitations({ query }: { query: PendingInvitations_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<PendingInvitationsPaginationQuery, PendingInvitations_query$key>(
    graphql`
      fragment PendingInvitations_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
      @refetchable(queryName: "PendingInvitationsPaginationQuery") {
        pendingInvitations(first: $count, after: $cursor) @connection(key: "PendingInvitations_pendingInvitations") {
          __id
          edges {
            node {
              id
              ...PendingInvitationRow_invitation
            }
          }
        }
      }
    `,
    query,
  );
  const [resent, setResent] = useState<ResentLink | null>(null);
  const connectionId = data.pendingInvitations.__id;
  const edges = data.pendingInvitations.edges;

  return (
    <Stack gap="3" as="section" aria-labelledby="pending-invitations-heading" minW="0">
      <Heading as="h2" size="md" id="pending-invitations-heading">
        Pending Invitations
      </Heading>
      {resent && (
        <Stack borderWidth="1px" rounded="lg" p="4" bg="bg.panel" gap="2">
          <Text fontWeight="medium">New link for {resent.email}</Text>
          <RegistrationLinkNotice link={resent.link} expiresAt={resent.expiresAt} emailSent={resent.emailSent} />
        </Stack>
      )}
      <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg.panel">
        <Table.Root size="sm" aria-labelledby="pending-invitations-heading">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Full Name</Table.ColumnHeader>
              <Table.ColumnHeader>Email</Table.ColumnHeader>
              <Table.ColumnHeader>Role</Table.ColumnHeader>
              <Table.ColumnHeader>Expires</Table.ColumnHeader>
              <ActionsColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {edges.map(({ node }) => (
              <PendingInvitationRow key={node.id} invitation={node} connectionId={connectionId} onResent={setResent} />
            ))}
            {edges.length === 0 && <EmptyTableRow columns={5}>No pending invitations</EmptyTableRow>}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {hasNext && (
        <Button alignSelf="center" variant="outline" size="sm" onClick={() => loadNext(PAGE)} loading={isLoadingNext}>
          Load more invitations
        </Button>
      )}
    </Stack>
  );
}
