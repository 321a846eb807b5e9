import type { GatewayContext } from '../context.ts';
import type { ApiUserProfile } from './profileTypes.ts';
import { isFullProfile } from './profileTypes.ts';
import type { ApiUser } from './types.ts';

/** The full profile behind a user object: itself when it has the fields, else one batched call. */
async function profileOf(user: ApiUser, context: GatewayContext): Promise<ApiUserProfile | null> {
  return isFullProfile(user) ? user : context.loaders.userProfileById.load(user.userId);
}

const isSelf = (user: ApiUser, context: GatewayContext) => context.viewer?.userId === user.userId;
const isSelfOrAdmin = (user: ApiUser, context: GatewayContext) => isSelf(user, context) || context.viewer?.role === 'ADMIN';

/** "CA, TX" → ['CA', 'TX'] (spec §3 stores these lists as comma strings). */
function listOf(value: string | null | undefined): string[] {
  return value ? value.split(',').map((item) => item.trim()).filter(Boolean) : [];
}

function profileField<K extends keyof ApiUserProfile>(key: K) {
  return async (user: ApiUser, _args: unknown, context: GatewayContext): Promise<ApiUserProfile[K] | null> =>
    (await profileOf(user, context))?.[key] ?? null;
}

/**
 * User (issue 3): profile fields for anyone signed in; two-factor status and points
 * for the user and admins; unread count and UI settings for the user only (null otherwise).
 */
export const UserProfileFields = {
  phoneNumber: profileField('phoneNumber'),
  languages: async (user: ApiUser, _args: unknown, context: GatewayContext) => listOf((await profileOf(user, context))?.languages),
  statesLicensed: async (user: ApiUser, _args: unknown, context: GatewayContext) => listOf((await profileOf(user, context))?.statesLicensed),
  twoFactorAuthentication: async (user: ApiUser, _args: unknown, context: GatewayContext) =>
    isSelfOrAdmin(user, context) ? ((await profileOf(user, context))?.twoFactorAuthentication ?? null) : null,
  linkedInProfile: profileField('linkedInProfile'),
  facebookProfile: profileField('facebookProfile'),
  twitterProfile: profileField('twitterProfile'),
  instagramProfile: profileField('instagramProfile'),
  youTubeChannel: profileField('youTubeChannel'),
  personalWebsite: profileField('personalWebsite'),
  userRole: (user: ApiUser, _args: unknown, context: GatewayContext) => (user.role ? context.loaders.roleById.load(user.role) : null),
  pointsBalance: async (user: ApiUser, _args: unknown, context: GatewayContext): Promise<number | null> => {
    if (context.viewer?.role === 'ADMIN') return (await context.loaders.pointsOverviewByUserId.load(user.userId))?.points ?? null;
    return isSelf(user, context) ? context.loaders.viewerPoints.load('viewer') : null;
  },
  unreadNotificationCount: async (user: ApiUser, _args: unknown, context: GatewayContext): Promise<number | null> =>
    isSelf(user, context) ? (await context.loaders.viewerNotificationCounts.load('viewer')).count : null,
  uiSettings: (user: ApiUser, _args: unknown, context: GatewayContext) => (isSelf(user, context) ? context.loaders.viewerUiSettings.load('viewer') : null),
};
