import { Badge } from '@chakra-ui/react';
import { ticketStatusColor, ticketStatusLabel } from './ticketStatus';

/** A ticket's status as a coloured tag (spec §4); subtle, so its text keeps a 4.5:1 contrast. */
export function TicketStatusTag({ status }: { status: string }) {
  return (
    <Badge colorPalette={ticketStatusColor(status)} variant="subtle" whiteSpace="nowrap">
      {ticketStatusLabel(status)}
    </Badge>
  );
}
