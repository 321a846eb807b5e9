import type { Kysely, Selectable } from 'kysely';
import { ok, refuse, type Refusal, type Result } from '../db/result.ts';
import type { InvitationsTable, OutboxTable } from '../db/tables/invitations.ts';
import type { Database } from '../db/types.ts';
import { inOrderOf } from '../db/values.ts';
import type { InvitationDetailsDto, InvitationDto, OutboxMessageDto } from '@lendhub/domain/rest/invitations';

type InvitationRow = Selectable<InvitationsTable> & { role_name: string };

function selectInvitations(db: Kysely<Database>) {
  return db
    .selectFrom('invitations')
    .innerJoin('roles', 'roles.id', 'invitations.role_id')
    .selectAll('invitations')
    .select('roles.name as role_name');
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

/** Why an invitation cannot be used: no such row, already used, or past its expiry. */
export type InvitationNotUsable = Refusal<'not-found' | 'used' | 'expired'>;

/**
 * The invitation a verified token names, if it can still be used. With `lock` (inside the
 * registration's transaction) its row stays locked, so two registrations with one token cannot
 * both pass the "unused" check.
 */
export async function findUsableInvitation(
  db: Kysely<Database>,
  nonce: string,
  lock = false,
): Promise<Result<InvitationDto, InvitationNotUsable>> {
  let query = selectInvitations(db).where('invitations.nonce', '=', nonce);
  // FOR UPDATE OF invitations: lock the invitation, not the (shared) role row.
  if (lock) query = query.forUpdate(['invitations']);
  const row = await query.executeTakeFirst();
  if (!row) return refuse('not-found');
  const invitation = toInvitationDto(row);
  if (invitation.status === 'Accepted') return refuse('used');
  if (invitation.status === 'Expired') return refuse('expired');
  return ok(invitation);
}

export async function findInvitationsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<InvitationDto[]> {
  if (ids.length === 0) return [];
  const rows = await selectInvitations(db)
    .where('invitations.id', 'in', [...ids])
    .execute();
  return inOrderOf(
    ids,
    rows.map((row) => toInvitationDto(row)),
    (invitation) => invitation.invitationId,
  );
}

export interface NewInvitation {
  fullName: string;
  email: string;
  roleId: number;
  nonce: string;
  invitedBy: number;
  expiresAt: Date;
  /** Where the registration page opens with the token. */
  link: string;
  /** The e-mail that carries the link, kept in the outbox until it is sent. */
  message: { subject: string; body: string };
}

/** The invitation and its outbox message, in one transaction; returns both ids. */
export async function createInvitation(db: Kysely<Database>, input: NewInvitation): Promise<{ invitationId: number; outboxId: number }> {
  return db.transaction().execute(async (trx) => {
    const invitation = await trx
      .insertInto('invitations')
      .values({
        full_name: input.fullName,
        email: input.email,
        role_id: input.roleId,
        nonce: input.nonce,
        invited_by: input.invitedBy,
        expires_at: input.expiresAt.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const outbox = await trx
      .insertInto('outbox')
      .values({
        kind: 'invitation',
        to_address: input.email,
        subject: input.message.subject,
        body: input.message.body,
        link: input.link,
        invitation_id: invitation.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { invitationId: invitation.id, outboxId: outbox.id };
  });
}

/** Pending invitations (not used, not expired), newest first, `limit` from before `beforeId`. */
export async function listPendingInvitations(
  db: Kysely<Database>,
  page: { limit: number; beforeId?: number | undefined },
  now = new Date(),
): Promise<InvitationDto[]> {
  let query = selectInvitations(db).where('invitations.used_at', 'is', null).where('invitations.expires_at', '>', now);
  if (page.beforeId !== undefined) query = query.where('invitations.id', '<', page.beforeId);
  const rows = await query.orderBy('invitations.id', 'desc').limit(page.limit).execute();
  return rows.map((row) => toInvitationDto(row, now));
}

export interface RenewedInvitation {
  nonce: string;
  expiresAt: Date;
  link: string;
  message: { subject: string; body: string };
}

/**
 * A pending invitation gets a new nonce (so its old link names nothing any more), a new expiry and
 * a new outbox message, in one transaction; returns the outbox id, or why it cannot be renewed.
 */
export async function renewInvitation(
  db: Kysely<Database>,
  invitationId: number,
  renewal: RenewedInvitation,
): Promise<Result<{ outboxId: number }, Refusal<'not-found' | 'used'>>> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('invitations')
      .select(['id', 'email', 'used_at'])
      .where('id', '=', invitationId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return refuse('not-found');
    if (row.used_at) return refuse('used');
    await trx
      .updateTable('invitations')
      .set({ nonce: renewal.nonce, expires_at: renewal.expiresAt.toISOString() })
      .where('id', '=', invitationId)
      .execute();
    const outbox = await trx
      .insertInto('outbox')
      .values({
        kind: 'invitation',
        to_address: row.email,
        subject: renewal.message.subject,
        body: renewal.message.body,
        link: renewal.link,
        invitation_id: invitationId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return ok({ outboxId: outbox.id });
  });
}

/** Deletes an invitation that was not used (its outbox messages go with it); its link then names nothing. */
export async function revokeInvitation(
  db: Kysely<Database>,
  invitationId: number,
): Promise<Result<{ invitationId: number }, Refusal<'not-found' | 'used'>>> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('invitations').select(['id', 'used_at']).where('id', '=', invitationId).forUpdate().executeTakeFirst();
    if (!row) return refuse('not-found');
    if (row.used_at) return refuse('used');
    await trx.deleteFrom('invitations').where('id', '=', invitationId).execute();
    return ok({ invitationId });
  });
}

/** Records that the invitation created this account (it cannot be used again). */
export async function markInvitationUsed(trx: Kysely<Database>, invitationId: number, userId: number): Promise<void> {
  await trx.updateTable('invitations').set({ used_at: new Date().toISOString(), user_id: userId }).where('id', '=', invitationId).execute();
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
