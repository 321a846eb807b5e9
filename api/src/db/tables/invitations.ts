import type { ColumnType, Generated } from 'kysely';

/** Invitations and the outbox that mails them (migration 0101). */

export interface InvitationsTable {
  id: Generated<number>;
  full_name: string;
  email: string;
  role_id: number;
  /** The signed token's jti. */
  nonce: string;
  invited_by: number | null;
  /** Renewed when the invitation is resent. */
  expires_at: ColumnType<Date, string, string>;
  used_at: ColumnType<Date | null, string | null | undefined, string | null>;
  /** The account the invitation created. */
  user_id: number | null;
  created_at: ColumnType<Date, string | undefined, never>;
}

export interface OutboxTable {
  id: Generated<number>;
  kind: 'invitation' | 'registration';
  to_address: string;
  subject: string;
  body: string;
  link: string | null;
  invitation_id: number | null;
  created_at: ColumnType<Date, string | undefined, never>;
  sent_at: ColumnType<Date | null, string | null | undefined, string | null>;
  last_error: string | null;
}

export interface InvitationsTables {
  invitations: InvitationsTable;
  outbox: OutboxTable;
}
