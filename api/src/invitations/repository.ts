import type { Kysely, Selectable } from 'kysely';
import type { InvitationsTable, OutboxTable } from '../db/tables/accounts.ts';
import type { Database } from '../db/types.ts';

/** What the registration page may know about an invitation (GetUserDetailByToken). */
export interface InvitationDetailsDto {
  invitationId: number;
  fullName: string;
  emailAddress: string;
  /** Role id (spec §7: data.role). */
  role: number;
  roleName: string;
  expiresAt: string;
}

/** An invitation as an Admin sees it. */
export interface InvitationDto extends InvitationDetailsDto {
  status: 'Pending' | 'Accepted' | 'Expired';
  invitedBy: number | null;
  usedAt: string | null;
  userId: number | null;
  createdAt: string;
}

export interface OutboxMessageDto {
  id: number;
  kind: string;
  toAddress: string;
  subject: string;
  body: string;
  link: string | null;
  invitationId: number | null;
  createdAt: string;
  sentAt: string | null;
  lastError: string | null;
}

type InvitationRow = Selectable<InvitationsTable> & { role_name: string };

function selectInvitations(db: Kysely<Database>) {
  return db.selectFrom('invitations').innerJoin('roles', 'roles.id', 'invitations.role_id').selectAll('invitations').select('roles.name as role_name');
}

export function toInvitationDto(row: InvitationRow, now = new Date()): InvitationDto {
  const expiresAt = new Date(row.expires_at);
  return {
    invitationId: row.id,
    fullName: row.full_name,
    emailAddress: row.email,
    role: row.role_id,
    roleName: row.role_name,
    expiresAt: expiresAt.toISOString(),
    status: row.used_at ? 'Accepted' : expiresAt <= now ? 'Expired' : 'Pending',
    invitedBy: row.invited_by,
    usedAt: row.used_at ? new Date(row.used_at).toISOString() : null,
    userId: row.user_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function toDetailsDto(dto: InvitationDto): InvitationDetailsDto {
  const { invitationId, fullName, emailAddress, role, roleName, expiresAt } = dto;
  return { invitationId, fullName, emailAddress, role, roleName, expiresAt };
}

export async function findInvitationByNonce(db: Kysely<Database>, nonce: string, lock = false): Promise<InvitationRow | undefined> {
  let query = selectInvitations(db).where('invitations.nonce', '=', nonce);
  // FOR UPDATE OF invitations: lock the invitation, not the (shared) role row.
  if (lock) query = query.forUpdate(['invitations']);
  return query.executeTakeFirst();
}

export async function findInvitationsByIds(db: Kysely<Database>, ids: number[]): Promise<InvitationDto[]> {
  if (ids.length === 0) return [];
  const rows = await selectInvitations(db).where('invitations.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, toInvitationDto(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function toOutboxDto(row: Selectable<OutboxTable>): OutboxMessageDto {
  return {
    id: row.id,
    kind: row.kind,
    toAddress: row.to_address,
    subject: row.subject,
    body: row.body,
    link: row.link,
    invitationId: row.invitation_id,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    lastError: row.last_error,
  };
}

export async function listOutbox(db: Kysely<Database>, limit: number): Promise<OutboxMessageDto[]> {
  const rows = await db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toOutboxDto);
}
