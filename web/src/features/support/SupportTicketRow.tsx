import { Badge, Link, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SupportTicketRow_ticket$key } from '../../__generated__/SupportTicketRow_ticket.graphql';
import { formatTicketDate, TicketStatusTag } from '../tickets';
import { labelOf, SUPPORT_CATEGORY_OPTIONS, SUPPORT_PRIORITY_OPTIONS } from './contactSupportSchema';

const fragment = graphql`
  fragment SupportTicketRow_ticket on SupportTicket {
    internalId
    subject
    category
    priority
    status
    createdAt
    attachments {
      fileName
      url
    }
  }
`;

const PRIORITY_COLORS: Record<string, string> = { LOW: 'gray', MEDIUM: 'blue', HIGH: 'orange', CRITICAL: 'red' };

/** One earlier contact support ticket. */
export function SupportTicketRow({ ticket: ticketRef }: { ticket: SupportTicketRow_ticket$key }) {
  const ticket = useFragment(fragment, ticketRef);
  return (
    <Table.Row>
      <Table.Cell>{ticket.internalId}</Table.Cell>
      <Table.Cell fontWeight="medium" minW="40">
        {ticket.subject}
      </Table.Cell>
      <Table.Cell>{labelOf(SUPPORT_CATEGORY_OPTIONS, ticket.category)}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={PRIORITY_COLORS[ticket.priority] ?? 'gray'} variant="subtle">
          {labelOf(SUPPORT_PRIORITY_OPTIONS, ticket.priority)}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        <TicketStatusTag status={ticket.status} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <time dateTime={ticket.createdAt}>{formatTicketDate(ticket.createdAt)}</time>
      </Table.Cell>
      <Table.Cell>
        {ticket.attachments.length === 0 ? (
          <Text color="fg.muted">—</Text>
        ) : (
          <Stack gap="0.5">
            {ticket.attachments.map((file) => (
              <Link key={file.url} href={file.url} download={file.fileName} color="brand.fg" fontSize="sm">
                {file.fileName}
              </Link>
            ))}
          </Stack>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
