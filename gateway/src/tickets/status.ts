import type { TicketStatus as ApiTicketStatus } from '@lendhub/domain/rest/tickets';

/** The GraphQL `TicketStatus` values and the API's display strings (also used by vendor and support tickets). */
export type TicketStatus = 'OPEN' | 'IN_PROGRESS' | 'CLOSED';

const TO_API: Record<TicketStatus, ApiTicketStatus> = { OPEN: 'Open', IN_PROGRESS: 'In Progress', CLOSED: 'Closed' };

export function statusToApi(status: TicketStatus): ApiTicketStatus {
  return TO_API[status];
}

/** An unknown stored value reads as OPEN rather than failing the whole list. */
export function statusFromApi(status: string): TicketStatus {
  const found = (Object.keys(TO_API) as TicketStatus[]).find((key) => TO_API[key] === status);
  return found ?? 'OPEN';
}
