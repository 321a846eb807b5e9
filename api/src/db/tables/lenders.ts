import type { ColumnType, Generated } from 'kysely';

import type { ChannelLink, LenderPrograms } from '@lendhub/domain/rest/lenders';

// The stored shapes are the REST contract's (a lender answers them as they are stored).
export type { ChannelLink, LenderPrograms };

/** jsonb columns: read as parsed values, written as JSON text (works on pg and PGlite alike). */
type Json<T> = ColumnType<T, string, string>;

export interface LendersTable {
  id: Generated<number>;
  /** Lender key used in URLs and the `key` filter, e.g. "mega_capital". */
  slug: string;
  name: string;
  full_name: string;
  logo: string | null;
  image: string | null;
  website: string | null;
  description: string | null;
  short_description: string | null;
  status: ColumnType<string, string | undefined, string>;
  /** 1–5, or null when not rated. */
  rating: number | null;
  /** Role id of the lender's account type (spec §3 "role (role id)"). */
  role_id: ColumnType<number, number | undefined, number>;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  profile_image: string | null;
  programs: Json<LenderPrograms>;
  /** Rich text (HTML) or null. */
  lender_niche: string | null;
  /** Rich text (HTML) or null. */
  overlays: string | null;
  channel_links: Json<ChannelLink[]>;
  /** Optional portal account linked to this lender. */
  user_id: number | null;
  created_at: ColumnType<Date, string | undefined, never>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface LendersTables {
  lenders: LendersTable;
}
