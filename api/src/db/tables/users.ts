import type { ColumnType, Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  full_name: string;
  /** Unique case-insensitively (index on lower(email)). */
  email: string;
  password_hash: string;
  phone_number: string | null;
  role_id: number;
  department: string | null;
  company: string | null;
  /** Comma-separated, e.g. "English,Spanish" (spec §3). */
  languages: string | null;
  /** Comma-separated two-letter codes, e.g. "CA,TX" (spec §3). */
  states_licensed: string | null;
  two_factor_authentication: ColumnType<boolean, boolean | undefined, boolean>;
  linkedin_profile: string | null;
  facebook_profile: string | null;
  twitter_profile: string | null;
  instagram_profile: string | null;
  youtube_channel: string | null;
  personal_website: string | null;
  avatar_url: string | null;
  /** Directory fields (migration 0750). */
  job_title: ColumnType<string | null, string | null | undefined, string | null>;
  location: ColumnType<string | null, string | null | undefined, string | null>;
  manager_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Raised to revoke every token issued before (password change, sign-out); tokens carry it as `ver`. */
  token_version: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, string | undefined, never>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

/** Tokens signed out before they expire (by `jti`); rows past `expires_at` are useless and pruned. */
export interface RevokedTokensTable {
  token_id: string;
  expires_at: ColumnType<Date, string, never>;
}

export interface UsersTables {
  users: UsersTable;
  revoked_tokens: RevokedTokensTable;
}
