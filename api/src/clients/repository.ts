import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { ok, refuse, type Result } from '../db/result.ts';
import type { ApiClientsTable } from '../db/tables/clients.ts';
import type { Database } from '../db/types.ts';
import { PORTAL_ROLES } from '@lendhub/domain/roles';
import { clientKeyHash, newClientKey } from './keys.ts';
import {
  DEFAULT_CLIENT_LIMITS,
  type ApiClientDto,
  type ClientRole,
  type CreateClientInput,
  type FieldUsageDto,
  type IssuedKeyDto,
  type UpdateClientInput,
  type UsageRow,
} from '@lendhub/domain/rest/clients';

const ROLE_BY_ID = new Map<number, ClientRole>(Object.values(PORTAL_ROLES).map((role) => [role.id, role.graphql]));
const ROLE_ID: Record<ClientRole, number> = Object.fromEntries(
  Object.values(PORTAL_ROLES).map((role) => [role.graphql, role.id]),
) as Record<ClientRole, number>;

type ClientRow = Pick<
  ApiClientsTable,
  'name' | 'user_id' | 'key_hint' | 'allowed_operations' | 'requests_per_minute' | 'max_cost_per_operation' | 'cost_per_minute'
> & {
  id: number;
  revoked_at: Date | null;
  key_rotated_at: Date;
  created_at: Date;
  role_id: number;
  document_count: number | string;
};

function toDto(row: ClientRow): ApiClientDto {
  return {
    id: row.id,
    name: row.name,
    role: ROLE_BY_ID.get(row.role_id) ?? 'LOAN_OFFICER',
    allowedOperations: row.allowed_operations,
    requestsPerMinute: row.requests_per_minute,
    maxCostPerOperation: row.max_cost_per_operation,
    costPerMinute: row.cost_per_minute,
    keyHint: row.key_hint,
    keyRotatedAt: new Date(row.key_rotated_at).toISOString(),
    revokedAt: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
    documentCount: Number(row.document_count),
    userId: row.user_id,
  };
}

function clientsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('api_clients')
    .innerJoin('users', 'users.id', 'api_clients.user_id')
    .select([
      'api_clients.id',
      'api_clients.name',
      'api_clients.user_id',
      'api_clients.key_hint',
      'api_clients.allowed_operations',
      'api_clients.requests_per_minute',
      'api_clients.max_cost_per_operation',
      'api_clients.cost_per_minute',
      'api_clients.revoked_at',
      'api_clients.key_rotated_at',
      'api_clients.created_at',
      'users.role_id',
      (eb) =>
        eb
          .selectFrom('api_client_documents')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('api_client_documents.client_id', '=', 'api_clients.id')
          .as('document_count'),
    ]);
}

export async function listClients(db: Kysely<Database>): Promise<ApiClientDto[]> {
  const rows = await clientsQuery(db).orderBy('api_clients.name').execute();
  return rows.map((row) => toDto(row as ClientRow));
}

export async function clientById(db: Kysely<Database>, id: number): Promise<ApiClientDto | undefined> {
  const row = await clientsQuery(db).where('api_clients.id', '=', id).executeTakeFirst();
  return row ? toDto(row as ClientRow) : undefined;
}

const hintOf = (key: string) => key.slice(-4);

type IssuedKey = IssuedKeyDto;

/** Registers a client with its service account (same transaction): refused when the name is taken. */
export async function createClient(
  db: Kysely<Database>,
  input: CreateClientInput,
): Promise<Result<IssuedKey, { ok: false; error: 'duplicate' }>> {
  const key = newClientKey();
  // The service account can never sign in: its password is random and thrown away.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  try {
    const id = await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          full_name: `API client: ${input.name}`,
          email: `api-client-${randomBytes(6).toString('hex')}@clients.lendhub.invalid`,
          password_hash: passwordHash,
          phone_number: null,
          role_id: ROLE_ID[input.role],
          department: 'API clients',
          company: null,
          languages: null,
          states_licensed: null,
          linkedin_profile: null,
          facebook_profile: null,
          twitter_profile: null,
          instagram_profile: null,
          youtube_channel: null,
          personal_website: null,
          avatar_url: null,
          totp_secret: null,
          totp_pending_secret: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const client = await trx
        .insertInto('api_clients')
        .values({
          name: input.name,
          user_id: user.id,
          key_hash: clientKeyHash(key),
          key_hint: hintOf(key),
          allowed_operations: input.allowedOperations ?? null,
          requests_per_minute: input.requestsPerMinute ?? DEFAULT_CLIENT_LIMITS.requestsPerMinute,
          max_cost_per_operation: input.maxCostPerOperation ?? DEFAULT_CLIENT_LIMITS.maxCostPerOperation,
          cost_per_minute: input.costPerMinute ?? DEFAULT_CLIENT_LIMITS.costPerMinute,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return client.id;
    });
    return ok({ client: (await clientById(db, id))!, key });
  } catch (error) {
    if (isUniqueViolation(error)) return refuse('duplicate');
    throw error;
  }
}

export async function updateClient(db: Kysely<Database>, id: number, input: UpdateClientInput): Promise<ApiClientDto | undefined> {
  const changes = {
    ...(input.allowedOperations !== undefined ? { allowed_operations: input.allowedOperations } : {}),
    ...(input.requestsPerMinute !== undefined ? { requests_per_minute: input.requestsPerMinute } : {}),
    ...(input.maxCostPerOperation !== undefined ? { max_cost_per_operation: input.maxCostPerOperation } : {}),
    ...(input.costPerMinute !== undefined ? { cost_per_minute: input.costPerMinute } : {}),
  };
  if (Object.keys(changes).length > 0) await db.updateTable('api_clients').set(changes).where('id', '=', id).execute();
  return clientById(db, id);
}

/**
 * A new key for a client (the old one stops working at once): the service account's token version
 * is raised, so tokens the gateways hold for the old key are refused by the API too.
 */
export async function rotateClientKey(
  db: Kysely<Database>,
  id: number,
): Promise<Result<IssuedKey, { ok: false; error: 'not-found' | 'revoked' }>> {
  const key = newClientKey();
  const updated = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('api_clients').select(['user_id', 'revoked_at']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) return 'not-found' as const;
    if (row.revoked_at) return 'revoked' as const;
    await trx
      .updateTable('api_clients')
      .set({ key_hash: clientKeyHash(key), key_hint: hintOf(key), key_rotated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', row.user_id)
      .execute();
    return 'ok' as const;
  });
  if (updated !== 'ok') return refuse(updated);
  return ok({ client: (await clientById(db, id))!, key });
}

/** Revokes a client for good: its key and every token given for it stop working at once. */
export async function revokeClient(db: Kysely<Database>, id: number): Promise<ApiClientDto | undefined> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('api_clients')
      .set({ revoked_at: sql<string>`coalesce(revoked_at, now())` })
      .where('id', '=', id)
      .returning('user_id')
      .executeTakeFirst();
    if (row)
      await trx
        .updateTable('users')
        .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
        .where('id', '=', row.user_id)
        .execute();
  });
  return clientById(db, id);
}

/** The client a key belongs to, unrevoked; with what the gateway needs to sign its requests. */
export async function clientByKey(db: Kysely<Database>, key: string) {
  const row = await clientsQuery(db)
    .select(['users.email', 'users.token_version'])
    .where('api_clients.key_hash', '=', clientKeyHash(key))
    .where('api_clients.revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? { client: toDto(row as ClientRow), email: row.email, tokenVersion: row.token_version } : undefined;
}

export async function publishDocuments(
  db: Kysely<Database>,
  id: number,
  documents: Record<string, string>,
  replace: boolean,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (replace) await trx.deleteFrom('api_client_documents').where('client_id', '=', id).execute();
    const rows = Object.entries(documents).map(([documentId, body]) => ({ client_id: id, document_id: documentId, body }));
    await trx
      .insertInto('api_client_documents')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['client_id', 'document_id']).doUpdateSet((eb) => ({ body: eb.ref('excluded.body'), published_at: sql<string>`now()` })),
      )
      .execute();
    const { n } = await trx
      .selectFrom('api_client_documents')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('client_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(n);
  });
}

export async function documentsOf(db: Kysely<Database>, id: number): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('api_client_documents')
    .select(['document_id', 'body'])
    .where('client_id', '=', id)
    .orderBy('document_id')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.document_id, row.body]));
}

/** Adds the gateway's counts to their daily buckets (one statement). */
export async function recordUsage(db: Kysely<Database>, rows: UsageRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('api_field_usage')
    .values(
      rows.map((row) => ({
        day: row.day,
        client_name: row.clientName,
        client_version: row.clientVersion,
        coordinate: row.coordinate,
        operations: row.operations,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['coordinate', 'day', 'client_name', 'client_version'])
        .doUpdateSet((eb) => ({ operations: sql<number>`${eb.ref('api_field_usage.operations')} + ${eb.ref('excluded.operations')}` })),
    )
    .execute();
}

type UsageSummary = FieldUsageDto;

/** Who used a coordinate (or, with `prefix`, any coordinate starting with it) in the last `days` days. */
export async function usageOf(db: Kysely<Database>, coordinate: string, days: number, prefix: boolean): Promise<UsageSummary[]> {
  const rows = await db
    .selectFrom('api_field_usage')
    .select([
      'client_name',
      'client_version',
      'coordinate',
      (eb) => eb.fn.sum<string>('operations').as('operations'),
      sql<string>`to_char(min(day), 'YYYY-MM-DD')`.as('first_day'),
      sql<string>`to_char(max(day), 'YYYY-MM-DD')`.as('last_day'),
    ])
    .where((eb) =>
      prefix ? eb('coordinate', 'like', `${coordinate.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : eb('coordinate', '=', coordinate),
    )
    .where('day', '>', sql<string>`current_date - ${days}::integer`)
    .groupBy(['client_name', 'client_version', 'coordinate'])
    .orderBy('coordinate')
    .orderBy('client_name')
    .orderBy('client_version')
    .limit(5_000)
    .execute();
  return rows.map((row) => ({
    clientName: row.client_name,
    clientVersion: row.client_version,
    coordinate: row.coordinate,
    operations: Number(row.operations),
    firstDay: row.first_day,
    lastDay: row.last_day,
  }));
}
