import type { ApiDataSource } from '../datasources/api.ts';
import { byIds } from '../platform/dataloaders/byIds.ts';
import { getInvitationsByIds } from './api.ts';

export function createInvitationLoaders(api: ApiDataSource) {
  return {
    /** Invitations by id (admin only upstream). */
    invitationById: byIds(
      (ids) => getInvitationsByIds(api, ids),
      (invitation) => invitation.invitationId,
    ),
  };
}
