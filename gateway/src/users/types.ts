/** REST shapes of the users domain (docs/architecture.md "User shape"). */

/** Public profile, as `GET /api/User/GetUsersByIds` returns it; full users have these fields too. */
export interface ApiUser {
  userId: number;
  fullName: string;
  /** Null unless the caller is the user or an Admin (the API redacts it). */
  emailAddress: string | null;
  /** Role id. */
  role: number | null;
  roleName: string;
  company?: string | null;
  department?: string | null;
  avatarUrl?: string | null;
}

/** The full user (GetUser, GetAllUser, GetUserProfilesByIds, CreateUser, UpdateUser). */
export interface ApiUserProfile extends ApiUser {
  /** Null unless the caller is the user or an Admin. */
  phoneNumber: string | null;
  /** Comma-separated (spec §3). */
  languages: string | null;
  statesLicensed: string | null;
  /** Null when the caller may not see it (not self, not Admin). */
  twoFactorAuthentication: boolean | null;
  /** An API without account states (before migration 0900) sends none: active. */
  accountStatus?: ApiAccountStatus;
  linkedInProfile: string | null;
  facebookProfile: string | null;
  twitterProfile: string | null;
  instagramProfile: string | null;
  youTubeChannel: string | null;
  personalWebsite: string | null;
  /** Directory fields (the API's migration 0750). */
  jobTitle: string | null;
  location: string | null;
  managerId: number | null;
}

/** GET /api/User/GetDirectory: the people matching the filter (contact fields already redacted by the API) and every department. */
export interface ApiDirectory {
  people: ApiUserProfile[];
  departments: string[];
}

/** True when the object already carries the profile fields (no extra call needed). */
export function isFullProfile(user: ApiUser): user is ApiUserProfile {
  return 'phoneNumber' in user && 'languages' in user;
}

/** What `LoginPayload` resolves from: the login answer and the API's message ('Login successful'). */
export interface LoginAnswer extends ApiLoginResult {
  message: string;
}

export interface ApiLoginResult {
  token: string;
  /** Role display name, e.g. 'Account Executive (Lender)'. */
  role: string;
  emailAddress: string;
  userId: number;
  fullName: string;
}

/** What `UserCapabilities` resolves from: nothing — each capability is read from the viewer's token and the schema's rules. */
export type CapabilitiesParent = Record<string, never>;

export type ApiAccountStatus = 'active' | 'pending' | 'deactivated';

/** POST /api/User/TwoFactor/Setup. */
export interface ApiTwoFactorSetup {
  secret: string;
  otpauthUri: string;
  qrCodeDataUrl: string;
}
