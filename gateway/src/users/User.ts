import type { PublicProfileDto, UserSeenDto } from '@lendhub/domain/rest/users';
import { roleFromName, viewerCan } from '../platform/auth/roles.ts';
import type { GatewayContext } from '../context.ts';
import type { UserResolvers } from '../generated/resolvers.ts';
import { balanceOf, pointsOf } from '../points/ownership.ts';
import { nodeIdFields } from '../platform/relay/globalId.ts';
import { accountStatusFromApi } from './accountStatus.ts';
import { isFullProfile } from './types.ts';

/** The full profile behind a user object: itself when it has the fields, else one batched call. */
async function profileOf(user: PublicProfileDto, context: GatewayContext): Promise<UserSeenDto | null> {
  return isFullProfile(user) ? user : context.loaders.userProfileById.load(user.userId);
}

const isSelf = (user: PublicProfileDto, context: GatewayContext) => context.viewer?.userId === user.userId;
const isSelfOrAdmin = (user: PublicProfileDto, context: GatewayContext) => isSelf(user, context) || viewerCan(context.viewer, 'administer');

/** "CA, TX" → ['CA', 'TX'] (spec §3 stores these lists as comma strings). */
function listOf(value: string | null | undefined): string[] {
  return value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];
}

function profileField<K extends keyof UserSeenDto>(key: K) {
  return async (user: PublicProfileDto, _args: unknown, context: GatewayContext): Promise<UserSeenDto[K] | null> =>
    (await profileOf(user, context))?.[key] ?? null;
}

/**
 * A user: the public profile for anyone signed in; contact details, two-factor status and points for
 * the user and admins; unread count and UI settings for the user only (null otherwise).
 */
export const User: UserResolvers = {
  ...nodeIdFields<PublicProfileDto>('User', (user) => user.userId),
  // Contact details only to the user and Admins (least privilege: a lender's public contact is on Lender).
  email: (user, _args, context) => (isSelfOrAdmin(user, context) ? user.emailAddress : null),
  role: (user) => roleFromName(user.roleName),
  roleName: (user) => user.roleName ?? '',
  phoneNumber: async (user, _args, context) =>
    isSelfOrAdmin(user, context) ? ((await profileOf(user, context))?.phoneNumber ?? null) : null,
  languages: async (user, _args, context) => listOf((await profileOf(user, context))?.languages),
  statesLicensed: async (user, _args, context) => listOf((await profileOf(user, context))?.statesLicensed),
  twoFactorAuthentication: async (user, _args, context) =>
    isSelfOrAdmin(user, context) ? ((await profileOf(user, context))?.twoFactorAuthentication ?? null) : null,
  accountStatus: async (user, _args, context) =>
    isSelfOrAdmin(user, context) ? accountStatusFromApi((await profileOf(user, context))?.accountStatus) : null,
  linkedInProfile: profileField('linkedInProfile'),
  facebookProfile: profileField('facebookProfile'),
  twitterProfile: profileField('twitterProfile'),
  instagramProfile: profileField('instagramProfile'),
  youTubeChannel: profileField('youTubeChannel'),
  personalWebsite: profileField('personalWebsite'),
  jobTitle: profileField('jobTitle'),
  location: profileField('location'),
  /** 'Reports to': batched with every other user of the request. */
  manager: async (user, _args, context) => {
    const managerId = (await profileOf(user, context))?.managerId;
    return managerId ? context.loaders.userById.load(managerId) : null;
  },
  userRole: (user, _args, context) => (user.role ? context.loaders.roleById.load(user.role) : null),
  points: (user, _args, context) => pointsOf(user.userId, context),
  /** Deprecated alias of `points { balance }`. */
  pointsBalance: async (user, _args, context) => {
    const points = pointsOf(user.userId, context);
    return points ? balanceOf(points, context) : null;
  },
  unreadNotificationCount: async (user, _args, context) =>
    isSelf(user, context) ? (await context.loaders.viewerNotificationCounts.load()).count : null,
  uiSettings: (user, _args, context) => (isSelf(user, context) ? context.loaders.viewerUiSettings.load() : null),
  /** Only the viewer's own: what the gateway lets them do is read from their token's role (UserCapabilities). */
  can: (user, _args, context) => (isSelf(user, context) ? {} : null),
};
