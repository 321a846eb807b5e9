import type { Viewer } from '../auth/viewer.ts';
import type { PublicProfileDto, UserDto } from '@lendhub/domain/rest/users';

/**
 * What the caller may see of a user, as the GraphQL `User` type shows it: contact details (e-mail,
 * phone) and two-factor status only to the user themself and Admins; the rest of the profile to
 * anyone signed in. Every route that returns other users' profiles passes them through here.
 */
export function profileSeenBy<T extends PublicProfileDto | UserDto>(viewer: Viewer, user: T): T {
  if (viewer.isAdmin || user.userId === viewer.userId) return user;
  const hidden = { ...user, emailAddress: null };
  return ('phoneNumber' in user ? { ...hidden, phoneNumber: null, twoFactorAuthentication: null } : hidden) as T;
}
