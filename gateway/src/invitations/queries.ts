import type { QueryResolvers } from '../generated/resolvers.ts';
import { connectionFromKeysetPage, idFromCursor, pageSize } from '../platform/relay/connection.ts';
import { getInvitationDetails, getPendingInvitations } from './api.ts';

/** The API answers at most 100: a page of 99 plus the one that tells whether another exists. */
export const PENDING_INVITATIONS_PAGE = { defaultSize: 20, max: 99 };

export const invitationQueries: QueryResolvers = {
  invitation: (_parent, args, context) => getInvitationDetails(context.api, args.token.trim()),

  /** Keyset pages newest first; one extra invitation tells whether another page exists. */
  async pendingInvitations(_parent, args, context) {
    const size = pageSize(args.first, PENDING_INVITATIONS_PAGE.defaultSize, PENDING_INVITATIONS_PAGE.max);
    const beforeId = idFromCursor(args.after);
    const items = await getPendingInvitations(context.api, { limit: size + 1, beforeId });
    return connectionFromKeysetPage(items, size, (item) => item.invitationId, beforeId !== undefined);
  },
};
