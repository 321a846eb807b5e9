import {
  ticketRoutes as routes,
  type TicketDto,
  type TicketOptionsDto,
  type TicketReplyAnswer,
  type TicketReplyDto,
  type TicketStatus,
} from '@lendhub/domain/rest/tickets';
import type { z } from 'zod';
import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';

/** Tickets the caller may see (an Admin: all), newest first. */
export function getTickets(
  api: ApiDataSource,
  filters: { status?: TicketStatus | undefined; search?: string | undefined },
): Promise<TicketDto[]> {
  return api.read(routes.list, { query: filters });
}

export function getTicketsByIds(api: ApiDataSource, ids: readonly number[]): Promise<TicketDto[]> {
  return api.read(routes.byIds, { query: { ids: ids.join(',') } });
}

export function getRepliesByIds(api: ApiDataSource, ids: readonly number[]): Promise<TicketReplyDto[]> {
  return api.read(routes.repliesByIds, { query: { ids: ids.join(',') } });
}

export function getTicketOptions(api: ApiDataSource): Promise<TicketOptionsDto> {
  return api.read(routes.options);
}

export function createTicket(api: ApiDataSource, body: z.input<typeof routes.create.body>): Promise<ApiAnswer<TicketDto>> {
  return api.call(routes.create, { body });
}

/** The body of spec §3 "Reply" plus the ticketId (api/README: replies are stored with their ticket). */
export function replyToTicket(
  api: ApiDataSource,
  body: { ticketId: number; Title: string; Message: string; From: string; To: string },
): Promise<ApiAnswer<TicketReplyAnswer>> {
  return api.call(routes.reply, { body });
}

export function updateTicketStatus(api: ApiDataSource, body: z.input<typeof routes.updateStatus.body>): Promise<ApiAnswer<TicketDto>> {
  return api.call(routes.updateStatus, { body });
}
