import { globalIdField, toGlobalId } from '../relay/globalId.ts';
import type { ApiInvitation } from './profileTypes.ts';

export const Invitation = {
  id: globalIdField<ApiInvitation>('Invitation', (invitation) => invitation.invitationId),
  internalId: (invitation: ApiInvitation) => invitation.invitationId,
  email: (invitation: ApiInvitation) => invitation.emailAddress,
  roleId: (invitation: ApiInvitation) => toGlobalId('UserRole', invitation.role),
  roleInternalId: (invitation: ApiInvitation) => invitation.role,
  /** The public details are only ever of a usable (pending) invitation. */
  status: (invitation: ApiInvitation) => (invitation.status ?? 'Pending').toUpperCase(),
};
