import type { ColumnType, Generated } from 'kysely';

/** Role status values; the admin form offers Active/Inactive, seeds may use Pending. */
export type RoleStatus = 'Active' | 'Inactive' | 'Pending';

export interface RolesTable {
  id: Generated<number>;
  name: string;
  status: ColumnType<RoleStatus, RoleStatus | undefined, RoleStatus>;
  created_at: ColumnType<Date, string | undefined, never>;
}

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
  created_at: ColumnType<Date, string | undefined, never>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface UsersTables {
  roles: RolesTable;
  users: UsersTable;
}
