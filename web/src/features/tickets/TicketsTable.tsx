import { Field, HStack, Input, InputGroup, Stack, Table } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { TicketsTable_query$key } from '../../__generated__/TicketsTable_query.graphql';
import type { TicketsTablePaginationQuery, TicketStatus } from '../../__generated__/TicketsTablePaginationQuery.graphql';
import { ConnectionFooter } from '../../shared/ui/ConnectionFooter';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { EmptyTableRow } from '../../shared/ui/EmptyTableRow';
import { CreateTicketDialog } from './CreateTicketDialog';
import { TicketDetailsDrawer } from './TicketDetailsDrawer';
import { TicketRow } from './TicketRow';
import { senderLabel } from './replyFormSchema';
import { TICKET_STATUS_OPTIONS } from './ticketStatus';
import { ActionsColumnHeader } from '../../shared/ui/TableActions';
import { useRefetchOnChange } from '../../shared/relay/useRefetchOnChange';

const fragment = graphql`
  fragment TicketsTable_query on Query
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 10 }
    cursor: { type: "String" }
    search: { type: "String" }
    status: { type: "TicketStatus" }
    ticketNumber: { type: "Int", defaultValue: 0 }
    linked: { type: "Boolean", defaultValue: false }
  )
  @refetchable(queryName: "TicketsTablePaginationQuery") {
    tickets(first: $count, after: $cursor, search: $search, status: $status) @connection(key: "TicketsTable_tickets", filters: ["search", "status"]) {
      __id
      totalCount
      edges {
        node {
          id
          ...TicketRow_ticket
          ...TicketDetailsDrawer_ticket
        }
      }
    }
    # A notification's link (?ticket=<number>) opens its ticket, even when it is not on the first page.
    linkedTicket: ticket(number: $ticketNumber) @include(if: $linked) {
      id
      ...TicketDetailsDrawer_ticket
    }
    viewer {
      fullName
      email
      can {
        updateTicketStatus
      }
    }
    ...CreateTicketDialog_query
  }
`;

const PAGE_SIZE = 10;

/** The ticketing page (spec §2): search and status filter on the server, 10 per page, Create Ticket, Ticket Details. */
export function TicketsTable({ query }: { query: TicketsTable_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<TicketsTablePaginationQuery, TicketsTable_query$key>(
    fragment,
    query,
  );
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const linkedTicket = data.linkedTicket ?? null;
  const [selectedId, setSelectedId] = useState<string | null>(linkedTicket?.id ?? null);
  const connectionId = data.tickets.__id;
  const canManage = data.viewer?.can?.updateTicketStatus ?? false;
  const replyFrom = senderLabel(data.viewer?.fullName, data.viewer?.email);

  // A notification clicked while this page is open loads another ?ticket=: open that one (state adjusted during render).
  const [shownLinkedId, setShownLinkedId] = useState<string | null>(linkedTicket?.id ?? null);
  if ((linkedTicket?.id ?? null) !== shownLinkedId) {
    setShownLinkedId(linkedTicket?.id ?? null);
    if (linkedTicket) setSelectedId(linkedTicket.id);
  }

  // Typing refetches after a short pause, keeping the rows on screen meanwhile; the first render shows what the route loaded.
  useRefetchOnChange(refetch, { search: search.trim() || null, status: (status || null) as TicketStatus | null, count: PAGE_SIZE });

  const selected =
    data.tickets.edges.find((edge) => edge.node.id === selectedId)?.node ?? (linkedTicket?.id === selectedId ? linkedTicket : null);

  return (
    <Stack gap="4">
      <HStack justify="space-between" align="flex-end" flexWrap="wrap" gap="3">
        <HStack gap="3" flexWrap="wrap" align="flex-end" flex="1">
          <InputGroup startElement={<Search size={16} aria-hidden />} maxW={{ base: 'full', sm: '80' }}>
            <Input
              type="search"
              aria-label="Search tickets"
              placeholder="Search tickets…"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          </InputGroup>
          <Field.Root w={{ base: 'full', sm: '48' }}>
            <Field.Label srOnly>Status</Field.Label>
            <OptionSelect
              placeholder="All Status"
              options={TICKET_STATUS_OPTIONS}
              value={status}
              onChange={(event) => setStatus(event.currentTarget.value)}
            />
          </Field.Root>
        </HStack>
        <CreateTicketDialog query={data} connectionId={connectionId} />
      </HStack>
      {/* Focusable: a keyboard user can scroll it sideways on a phone even with no rows (axe scrollable-region-focusable). */}
      <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg.panel" tabIndex={0} role="region" aria-label="Tickets table">
        <Table.Root size="sm" stickyHeader>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Ticket #</Table.ColumnHeader>
              <Table.ColumnHeader>Title</Table.ColumnHeader>
              <Table.ColumnHeader>Category</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Created By</Table.ColumnHeader>
              <Table.ColumnHeader>Created Date</Table.ColumnHeader>
              <ActionsColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.tickets.edges.map(({ node }) => (
              <TicketRow key={node.id} ticket={node} onView={setSelectedId} />
            ))}
            {data.tickets.edges.length === 0 && <EmptyTableRow columns={7}>No tickets found</EmptyTableRow>}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <ConnectionFooter
        totalLabel={`Total ${data.tickets.totalCount} tickets`}
        shown={data.tickets.edges.length}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadNext={() => loadNext(PAGE_SIZE)}
        noun="Tickets"
      />
      <TicketDetailsDrawer ticket={selected} canManage={canManage} replyFrom={replyFrom} onClose={() => setSelectedId(null)} />
    </Stack>
  );
}
