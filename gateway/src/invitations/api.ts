import {
  invitationRoutes as routes,
  registrationRoutes,
  type InvitationDetailsDto,
  type InvitationDto,
  type RegisteredDto,
  type SentInvitationDto,
} from '@lendhub/domain/rest/invitations';
import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';

/** REST calls of invitations and registration (api/src/invitations). */

export function sendInvite(
  api: ApiDataSource,
  body: { FullName: string; EmailAddress: string; Role: number },
): Promise<ApiAnswer<SentInvitationDto>> {
  return api.call(routes.send, { body });
}

/** Public: what a token pre-fills. */
export function getInvitationDetails(api: ApiDataSource, token: string): Promise<InvitationDetailsDto> {
  return api.read(routes.details, { query: { token } });
}

export function getInvitationsByIds(api: ApiDataSource, ids: readonly number[]): Promise<InvitationDto[]> {
  return api.read(routes.byIds, { query: { ids: ids.join(',') } });
}

export function completeRegistration(api: ApiDataSource, form: FormData): Promise<ApiAnswer<RegisteredDto>> {
  return api.call(routes.completeRegistration, { body: form });
}

/** Registration without an invitation: the account waits for an Admin (docs/product.md "Accounts"). */
export function registerPending(
  api: ApiDataSource,
  form: FormData,
): Promise<ApiAnswer<{ userId: number; fullName: string; emailAddress: string }>> {
  return api.call(registrationRoutes.register, { body: form });
}

export function getPendingInvitations(
  api: ApiDataSource,
  page: { limit: number; beforeId?: number | undefined },
): Promise<InvitationDto[]> {
  return api.read(routes.pending, { query: page });
}

export function resendInvitation(api: ApiDataSource, id: number): Promise<ApiAnswer<SentInvitationDto>> {
  return api.call(routes.resend, { params: { id } });
}

export function revokeInvitation(api: ApiDataSource, id: number): Promise<ApiAnswer<{ invitationId: number }>> {
  return api.call(routes.revoke, { params: { id } });
}
