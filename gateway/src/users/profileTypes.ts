import type { ApiUser } from './types.ts';

/** The full user of architecture.md "User shape" (GetUser, GetAllUser, GetUserProfilesByIds, CreateUser…). */
export interface ApiUserProfile extends ApiUser {
  phoneNumber: string | null;
  /** Comma-separated (spec §3). */
  languages: string | null;
  statesLicensed: string | null;
  /** Null when the caller may not see it (not self, not Admin). */
  twoFactorAuthentication: boolean | null;
  linkedInProfile: string | null;
  facebookProfile: string | null;
  twitterProfile: string | null;
  instagramProfile: string | null;
  youTubeChannel: string | null;
  personalWebsite: string | null;
}

/** True when the object already carries the profile fields (no extra call needed). */
export function isFullProfile(user: ApiUser): user is ApiUserProfile {
  return 'phoneNumber' in user && 'languages' in user;
}

export interface ApiInvitation {
  invitationId: number;
  fullName: string;
  emailAddress: string;
  role: number;
  roleName: string;
  expiresAt: string;
  /** Only on admin reads; the public details are of a pending invitation. */
  status?: 'Pending' | 'Accepted' | 'Expired';
}

export interface ApiSentInvitation extends ApiInvitation {
  registrationLink: string;
  emailSent: boolean;
}

export interface ApiRegistered {
  userId: number;
  fullName: string;
  emailAddress: string;
}
