import { Button, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TicketRow_ticket$key } from '../../__generated__/TicketRow_ticket.graphql';
import { ActionsCell } from '../../shared/ui/TableActions';
import { formatTicketDate } from './ticketStatus';
import { TicketStatusTag } from './TicketStatusTag';

const fragment = graphql`
  fragment TicketRow_ticket on Ticket {
    id
    internalId
    title
    categoryLabel
    status
    email
    createdAt
  }
`;

/** One row of the ticketing table; 'View' opens its Ticket Details drawer. */
export function TicketRow({ ticket: ticketRef, onView }: { ticket: TicketRow_ticket$key; onView: (id: string) => void }) {
  const ticket = useFragment(fragment, ticketRef);
  return (
    <Table.Row>
      <Table.Cell>{ticket.internalId}</Table.Cell>
      <Table.Cell fontWeight="medium" minW="48">
        <Text lineClamp={2}>{ticket.title}</Text>
      </Table.Cell>
      <Table.Cell>{ticket.categoryLabel ?? '—'}</Table.Cell>
      <Table.Cell>
        <TicketStatusTag status={ticket.status} />
      </Table.Cell>
      <Table.Cell>{ticket.email}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <time dateTime={ticket.createdAt}>{formatTicketDate(ticket.createdAt)}</time>
      </Table.Cell>
      <ActionsCell>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onView(ticket.id)}
          aria-label={`View ticket ${ticket.internalId}: ${ticket.title}`}
        >
          View
        </Button>
      </ActionsCell>
    </Table.Row>
  );
}
