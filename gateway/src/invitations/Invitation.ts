import type { InvitationResolvers, InvitationStatus } from '../generated/resolvers.ts';
import { nodeIdFields, toGlobalId } from '../platform/relay/globalId.ts';
import type { InvitationParent } from './parent.ts';

const STATUS: Record<NonNullable<InvitationParent['status']>, InvitationStatus> = {
  Pending: 'PENDING',
  Accepted: 'ACCEPTED',
  Expired: 'EXPIRED',
};

export const Invitation: InvitationResolvers = {
  ...nodeIdFields<InvitationParent>('Invitation', (invitation) => invitation.invitationId),
  email: (invitation) => invitation.emailAddress,
  roleId: (invitation) => toGlobalId('UserRole', invitation.role),
  roleInternalId: (invitation) => invitation.role,
  /** The public details are only ever of a usable (pending) invitation. */
  status: (invitation) => STATUS[invitation.status ?? 'Pending'],
};
