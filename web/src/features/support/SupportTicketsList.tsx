import { Heading, Stack, Table } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { SupportTicketsList_query$key } from '../../__generated__/SupportTicketsList_query.graphql';
import type { SupportTicketsListPaginationQuery } from '../../__generated__/SupportTicketsListPaginationQuery.graphql';
import { ConnectionFooter } from '../../shared/ui/ConnectionFooter';
import { EmptyTableRow } from '../../shared/ui/EmptyTableRow';
import { SupportTicketRow } from './SupportTicketRow';

const fragment = graphql`
  fragment SupportTicketsList_query on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "SupportTicketsListPaginationQuery") {
    supportTickets(first: $count, after: $cursor) @connection(key: "SupportTicketsList_supportTickets") {
      totalCount
      edges {
        node {
          id
          ...SupportTicketRow_ticket
        }
      }
    }
  }
`;

export const SUPPORT_TICKETS_PAGE = 10;

/** The viewer's earlier contact support tickets (an Admin's list holds everyone's), newest first. */
export function SupportTicketsList({ query }: { query: SupportTicketsList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<SupportTicketsListPaginationQuery, SupportTicketsList_query$key>(
    fragment,
    query,
  );
  const edges = data.supportTickets.edges;
  return (
    <Stack gap="3" as="section" aria-labelledby="support-tickets-heading">
      <Heading as="h2" size="lg" id="support-tickets-heading">
        Your Support Tickets
      </Heading>
      {/* Scrolls sideways on a phone: focusable so the keyboard can scroll it too (its rows hold no control). */}
      <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg.panel" tabIndex={0} role="region" aria-labelledby="support-tickets-heading">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>#</Table.ColumnHeader>
              <Table.ColumnHeader>Subject</Table.ColumnHeader>
              <Table.ColumnHeader>Category</Table.ColumnHeader>
              <Table.ColumnHeader>Priority</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Submitted</Table.ColumnHeader>
              <Table.ColumnHeader>Attachments</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {edges.map(({ node }) => (
              <SupportTicketRow key={node.id} ticket={node} />
            ))}
            {edges.length === 0 && <EmptyTableRow columns={7}>No support tickets yet</EmptyTableRow>}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <ConnectionFooter
        totalLabel={`Total ${data.supportTickets.totalCount} support tickets`}
        shown={edges.length}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadNext={() => loadNext(SUPPORT_TICKETS_PAGE)}
        noun="Support tickets"
      />
    </Stack>
  );
}
