import { supportRoutes as routes, type ContactInformationDto, type SupportTicketDto } from '@lendhub/domain/rest/support';
import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';

/** The caller's tickets (an Admin: all), newest first; the API puts the list in `data.data`. */
export async function getSupportTickets(api: ApiDataSource): Promise<SupportTicketDto[]> {
  return (await api.read(routes.list)).data;
}

export function getSupportTicketsByIds(api: ApiDataSource, ids: readonly number[]): Promise<SupportTicketDto[]> {
  return api.read(routes.byIds, { query: { ids: ids.join(',') } });
}

/** Multipart (spec §3 "Contact support ticket"). */
export function createSupportTicket(api: ApiDataSource, form: FormData): Promise<ApiAnswer<SupportTicketDto>> {
  return api.call(routes.create, { body: form });
}

export function getContactInformation(api: ApiDataSource): Promise<ContactInformationDto> {
  return api.read(routes.contactInformation);
}
