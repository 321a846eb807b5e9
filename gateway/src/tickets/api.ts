import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';
import type { ApiTicket, ApiTicketOptions, ApiTicketReply, ApiTicketStatus } from './types.ts';

/** Tickets the caller may see (an Admin: all), newest first. */
export function getTickets(
  api: ApiDataSource,
  filters: { status?: ApiTicketStatus | undefined; search?: string | undefined },
): Promise<ApiTicket[]> {
  return api.get<ApiTicket[]>('/api/TicketingSystem/GetAllTickets', { ...filters });
}

export function getTicketsByIds(api: ApiDataSource, ids: readonly number[]): Promise<ApiTicket[]> {
  return api.get<ApiTicket[]>('/api/TicketingSystem/GetTicketsByIds', { ids: ids.join(',') });
}

export function getRepliesByIds(api: ApiDataSource, ids: readonly number[]): Promise<ApiTicketReply[]> {
  return api.get<ApiTicketReply[]>('/api/TicketingSystem/GetTicketRepliesByIds', { ids: ids.join(',') });
}

export function getTicketOptions(api: ApiDataSource): Promise<ApiTicketOptions> {
  return api.get<ApiTicketOptions>('/api/TicketingSystem/GetTicketOptions');
}

export function createTicket(
  api: ApiDataSource,
  body: { ticketId: 0; ticketTitle: string; description: string; category?: string | null; subcategory?: string | null; status: 'Open' },
): Promise<ApiAnswer<ApiTicket>> {
  return api.write<ApiTicket>('POST', '/api/TicketingSystem/CreateTicket', body);
}

/** The body of spec §3 "Reply" plus the ticketId (api/README: replies are stored with their ticket). */
export function replyToTicket(
  api: ApiDataSource,
  body: { ticketId: number; Title: string; Message: string; From: string; To: string },
): Promise<ApiAnswer<ApiTicketReply & { ticket: ApiTicket; notifiedUserIds?: number[] }>> {
  return api.write<ApiTicketReply & { ticket: ApiTicket; notifiedUserIds?: number[] }>('POST', '/api/TicketingSystem/ReplyTicket', body);
}

export function updateTicketStatus(api: ApiDataSource, body: { ticketId: number; status: ApiTicketStatus }): Promise<ApiAnswer<ApiTicket>> {
  return api.write<ApiTicket>('POST', '/api/TicketingSystem/UpdateTicketStatus', body);
}
