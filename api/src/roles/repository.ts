import type { Kysely } from 'kysely';
import { ROLE_IDS } from '../auth/roles.ts';
import type { Database } from '../db/types.ts';
import type { RoleStatusValue } from './schemas.ts';

/** A role as the API returns it (spec §3 "Role": id, role, status). */
export interface RoleDto {
  id: number;
  role: string;
  status: RoleStatusValue;
  /** Admin, Loan Officer, Account Executive (Lender): permissions depend on them. */
  builtIn: boolean;
  userCount: number;
}

const BUILT_IN_IDS: ReadonlySet<number> = new Set(Object.values(ROLE_IDS));

export function isBuiltInRole(id: number): boolean {
  return BUILT_IN_IDS.has(id);
}

function selectRoles(db: Kysely<Database>) {
  return db
    .selectFrom('roles')
    .leftJoin('users', 'users.role_id', 'roles.id')
    .select(['roles.id', 'roles.name', 'roles.status', (eb) => eb.fn.count<string | number>('users.id').as('user_count')])
    .groupBy(['roles.id', 'roles.name', 'roles.status']);
}

function toRoleDto(row: { id: number; name: string; status: RoleStatusValue; user_count: string | number }): RoleDto {
  return { id: row.id, role: row.name, status: row.status, builtIn: isBuiltInRole(row.id), userCount: Number(row.user_count) };
}

export async function listRoles(db: Kysely<Database>, status?: RoleStatusValue): Promise<RoleDto[]> {
  let query = selectRoles(db);
  if (status) query = query.where('roles.status', '=', status);
  const rows = await query.orderBy('roles.id').execute();
  return rows.map(toRoleDto);
}

export async function findRole(db: Kysely<Database>, id: number): Promise<RoleDto | undefined> {
  const row = await selectRoles(db).where('roles.id', '=', id).executeTakeFirst();
  return row && toRoleDto(row);
}

/** A role by name, ignoring letter case (names are unique that way). */
export async function findRoleIdByName(db: Kysely<Database>, name: string, exceptId?: number): Promise<number | undefined> {
  let query = db
    .selectFrom('roles')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id;
}

/** Invitations that can still be accepted and would give this role. */
export async function countOpenInvitations(db: Kysely<Database>, roleId: number): Promise<number> {
  const { count } = await db
    .selectFrom('invitations')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('role_id', '=', roleId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The role a user or invitation is about to get, if it exists. */
export async function findRoleForAssignment(db: Kysely<Database>, roleId: number): Promise<{ id: number; name: string; status: RoleStatusValue } | undefined> {
  return db.selectFrom('roles').select(['id', 'name', 'status']).where('id', '=', roleId).executeTakeFirst();
}
