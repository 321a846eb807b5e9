import DataLoader from 'dataloader';
import type { ApiDataSource } from '../datasources/api.ts';
import { getInvitationsByIds, getUserProfiles } from './adminApi.ts';
import type { ApiInvitation, ApiUserProfile } from './profileTypes.ts';

/** At most this many ids per upstream call (the API's batch limit). */
const MAX_BATCH = 100;

export function createUserProfileLoaders(api: ApiDataSource) {
  return {
    /** Full profiles (phone, languages, links…) of any number of users in one call per 100. */
    userProfileById: new DataLoader<number, ApiUserProfile | null>(
      async (ids) => {
        const users = await getUserProfiles(api, ids);
        const byId = new Map(users.map((user) => [user.userId, user]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: MAX_BATCH },
    ),
    /** Invitations by id (admin only upstream). */
    invitationById: new DataLoader<number, ApiInvitation | null>(
      async (ids) => {
        const invitations = await getInvitationsByIds(api, ids);
        const byId = new Map(invitations.map((invitation) => [invitation.invitationId, invitation]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: MAX_BATCH },
    ),
  };
}
