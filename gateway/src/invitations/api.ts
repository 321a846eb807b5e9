import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';
import type { ApiInvitation, ApiRegistered, ApiSentInvitation } from './types.ts';

/** REST calls of invitations and registration (api/src/invitations). */

export function sendInvite(
  api: ApiDataSource,
  body: { FullName: string; EmailAddress: string; Role: number },
): Promise<ApiAnswer<ApiSentInvitation>> {
  return api.write<ApiSentInvitation>('POST', '/User/SendInviteAsync', body);
}

/** Public: what a token pre-fills. */
export function getInvitationDetails(api: ApiDataSource, token: string): Promise<ApiInvitation> {
  return api.get<ApiInvitation>('/api/User/GetUserDetailByToken', { token });
}

export function getInvitationsByIds(api: ApiDataSource, ids: readonly number[]): Promise<ApiInvitation[]> {
  return api.get<ApiInvitation[]>('/api/User/GetInvitationsByIds', { ids: ids.join(',') });
}

export function completeRegistration(api: ApiDataSource, form: FormData): Promise<ApiAnswer<ApiRegistered>> {
  return api.write<ApiRegistered>('POST', '/api/User/CompleteRegistrationAsync', form);
}

/** Registration without an invitation: the account waits for an Admin (docs/product.md "Accounts"). */
export function registerPending(api: ApiDataSource, form: FormData): Promise<ApiAnswer<ApiRegistered>> {
  return api.write<ApiRegistered>('POST', '/api/User/RegisterAsync', form);
}

export function getPendingInvitations(
  api: ApiDataSource,
  page: { limit: number; beforeId?: number | undefined },
): Promise<ApiInvitation[]> {
  return api.get<ApiInvitation[]>('/api/User/GetPendingInvitations', page);
}

export function resendInvitation(api: ApiDataSource, id: number): Promise<ApiAnswer<ApiSentInvitation>> {
  return api.write<ApiSentInvitation>('POST', `/api/User/ResendInvitation/${id}`);
}

export function revokeInvitation(api: ApiDataSource, id: number): Promise<ApiAnswer<{ invitationId: number }>> {
  return api.write<{ invitationId: number }>('DELETE', `/api/User/RevokeInvitation/${id}`);
}
