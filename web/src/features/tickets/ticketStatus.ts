// Ticket states of spec §4, with their colours: Open blue, In Progress orange, any other green.
export type TicketStatusValue = 'OPEN' | 'IN_PROGRESS' | 'CLOSED';

export const TICKET_STATUS_OPTIONS: readonly { value: TicketStatusValue; label: string }[] = [
  { value: 'OPEN', label: 'Open' },
  { value: 'IN_PROGRESS', label: 'In Progress' },
  { value: 'CLOSED', label: 'Closed' },
];

export function ticketStatusColor(status: string): 'blue' | 'orange' | 'green' {
  if (status === 'OPEN') return 'blue';
  if (status === 'IN_PROGRESS') return 'orange';
  return 'green';
}

export function ticketStatusLabel(status: string): string {
  return TICKET_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;
}

/** 'Nov 23, 2026, 9:05 PM' in the viewer's time zone. */
export function formatTicketDate(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
