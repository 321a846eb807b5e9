import type { PublicProfileDto, UserSeenDto } from '@lendhub/domain/rest/users';
import type { GatewayContext } from '../context.ts';
import type { ApiDataSource } from '../datasources/api.ts';
import { byIds } from '../platform/dataloaders/byIds.ts';
import { notFound } from '../platform/errors/errors.ts';
import { getUserProfiles, getUsersByIds } from './api.ts';

export function createUserLoaders(api: ApiDataSource) {
  return {
    /** Every user looked up by id in one request costs one GetUsersByIds call per 100 ids; unknown ids give null. */
    userById: byIds(
      (ids) => getUsersByIds(api, ids),
      (user) => user.userId,
    ),
    /** Full profiles (phone, languages, links…), batched the same way. */
    userProfileById: byIds(
      (ids) => getUserProfiles(api, ids),
      (user) => user.userId,
    ),
  };
}

/** The user behind an optional id field (an author, a requester…): null when there is none. */
export function userOrNull(id: number | null | undefined, context: GatewayContext): Promise<PublicProfileDto | null> | null {
  return id ? context.loaders.userById.load(id) : null;
}

/** Remembers full profiles fetched in a list or a write, so their fields need no second call. */
export function primeUser(context: GatewayContext, user: UserSeenDto): void {
  context.loaders.userById.clear(user.userId).prime(user.userId, user);
  context.loaders.userProfileById.clear(user.userId).prime(user.userId, user);
}

/** A user a payload must name (the viewer, the user just changed): NOT_FOUND if it has gone meanwhile. */
export async function existingUser(context: GatewayContext, id: number): Promise<PublicProfileDto> {
  const user = await context.loaders.userById.load(id);
  if (!user) throw notFound('User not found');
  return user;
}
