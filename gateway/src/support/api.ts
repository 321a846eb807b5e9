import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';
import type { ApiContactInformation, ApiSupportTicket } from './types.ts';

/** The caller's tickets (an Admin: all), newest first; the API puts the list in `data.data`. */
export async function getSupportTickets(api: ApiDataSource): Promise<ApiSupportTicket[]> {
  const { data } = await api.get<{ data: ApiSupportTicket[] }>('/api/ContactSupport/GetAllContactSupportTickets');
  return data;
}

export function getSupportTicketsByIds(api: ApiDataSource, ids: readonly number[]): Promise<ApiSupportTicket[]> {
  return api.get<ApiSupportTicket[]>('/api/ContactSupport/GetContactSupportTicketsByIds', { ids: ids.join(',') });
}

/** Multipart (spec §3 "Contact support ticket"). */
export function createSupportTicket(api: ApiDataSource, form: FormData): Promise<ApiAnswer<ApiSupportTicket>> {
  return api.write<ApiSupportTicket>('POST', '/api/ContactSupport/CreateContactSupportTicket', form);
}

export function getContactInformation(api: ApiDataSource): Promise<ApiContactInformation> {
  return api.get<ApiContactInformation>('/api/ContactInformation/GetContactInformation');
}
