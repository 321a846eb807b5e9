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
  /** 'active', 'pending' (waits for an Admin's approval) or 'deactivated' (migration 0900). */
  account_status: ColumnType<AccountStatus, AccountStatus | undefined, AccountStatus>;
  /** Base32 TOTP secret, set once a code confirmed it; null while 2FA is off. */
  totp_secret: string | null;
  /** The secret shown with the QR code, until a valid code confirms it. */
  totp_pending_secret: string | null;
  /** Time step of the last TOTP code accepted (each code works once). */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, string | undefined, never>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export type { AccountStatus } from '@lendhub/domain/rest/users';
import type { AccountStatus } from '@lendhub/domain/rest/users';

/** One-time recovery codes of two-factor sign-in, hashed. */
export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: ColumnType<Date | null, string | null | undefined, string | null>;
}

/** Tokens signed out before they expire (by `jti`); rows past `expires_at` are useless and pruned. */
export interface RevokedTokensTable {
  token_id: string;
  expires_at: ColumnType<Date, string, never>;
}

export interface UsersTables {
  users: UsersTable;
  revoked_tokens: RevokedTokensTable;
  recovery_codes: RecoveryCodesTable;
}
