/** REST shapes of the users domain (docs/architecture.md "User shape"). */

/** Public profile, as `GET /api/User/GetUsersByIds` returns it; full users have these fields too. */
export interface ApiUser {
  userId: number;
  fullName: string;
  emailAddress: string;
  /** Role id. */
  role: number | null;
  roleName: string;
  company?: string | null;
  department?: string | null;
  avatarUrl?: string | null;
}

export interface ApiLoginResult {
  token: string;
  /** Role display name, e.g. 'Account Executive (Lender)'. */
  role: string;
  emailAddress: string;
  userId: number;
  fullName: string;
}
