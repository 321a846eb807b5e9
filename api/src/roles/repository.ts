import type { Kysely } from 'kysely';
import { ROLE_IDS } from '../auth/roles.ts';
import { refuseOnUniqueViolation } from '../db/errors.ts';
import { ok, refuse, type Refusal, type Result } from '../db/result.ts';
import type { Database } from '../db/types.ts';
import type { RoleDto, RoleStatusValue } from '@lendhub/domain/rest/roles';

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
export async function findRoleForAssignment(
  db: Kysely<Database>,
  roleId: number,
): Promise<{ id: number; name: string; status: RoleStatusValue } | undefined> {
  return db.selectFrom('roles').select(['id', 'name', 'status']).where('id', '=', roleId).executeTakeFirst();
}

/** Why a role cannot be given to a user or an invitation: it does not exist, or it is not Active. */
export type RoleNotAssignable = Refusal<'role-missing'> | (Refusal<'role-inactive'> & { name: string; status: RoleStatusValue });

/** The role, if it can be given to someone now (it exists and is Active). */
export async function assignableRole(
  db: Kysely<Database>,
  roleId: number,
): Promise<Result<{ id: number; name: string }, RoleNotAssignable>> {
  const role = await findRoleForAssignment(db, roleId);
  if (!role) return refuse('role-missing');
  if (role.status !== 'Active') return refuse('role-inactive', { name: role.name, status: role.status });
  return ok({ id: role.id, name: role.name });
}

export interface RoleInput {
  role: string;
  status: RoleStatusValue;
}

/** Another role already has this name (names are unique whatever their letter case). */
export type DuplicateRoleName = Refusal<'duplicate-name'>;

export async function createRole(db: Kysely<Database>, input: RoleInput): Promise<Result<RoleDto, DuplicateRoleName>> {
  if (await findRoleIdByName(db, input.role)) return refuse('duplicate-name');
  return refuseOnUniqueViolation(ROLES_NAME_UNIQUE, 'duplicate-name', async () => {
    const { id } = await db
      .insertInto('roles')
      .values({ name: input.role, status: input.status })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await findRole(db, id))!;
  });
}

/** Renames or changes the status of a role; the built-in roles keep their name and stay Active. */
export async function updateRole(
  db: Kysely<Database>,
  id: number,
  input: RoleInput,
): Promise<Result<RoleDto, Refusal<'not-found' | 'built-in-renamed' | 'built-in-deactivated'> | DuplicateRoleName>> {
  const existing = await findRole(db, id);
  if (!existing) return refuse('not-found');
  if (existing.builtIn && input.role !== existing.role) return refuse('built-in-renamed');
  if (existing.builtIn && input.status !== 'Active') return refuse('built-in-deactivated');
  if (await findRoleIdByName(db, input.role, id)) return refuse('duplicate-name');
  return refuseOnUniqueViolation(ROLES_NAME_UNIQUE, 'duplicate-name', async () => {
    await db.updateTable('roles').set({ name: input.role, status: input.status }).where('id', '=', id).execute();
    return (await findRole(db, id))!;
  });
}

export type RoleDeleteRefusal =
  Refusal<'built-in' | 'not-found'> | (Refusal<'assigned'> & { users: number }) | (Refusal<'invited'> & { invitations: number });

/** Deletes a role nobody has and no open invitation offers; the built-in roles cannot go. */
export async function deleteRole(db: Kysely<Database>, id: number): Promise<Result<void, RoleDeleteRefusal>> {
  if (isBuiltInRole(id)) return refuse('built-in');
  return db.transaction().execute(async (trx) => {
    // The lock makes "in use?" and the delete one step: a user being given this role at the
    // same moment waits for us (its foreign key needs the row) and then finds it gone.
    const role = await trx.selectFrom('roles').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!role) return refuse('not-found');
    const { count } = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('role_id', '=', id)
      .executeTakeFirstOrThrow();
    const users = Number(count);
    if (users > 0) return refuse('assigned', { users });
    const invitations = await countOpenInvitations(trx, id);
    if (invitations > 0) return refuse('invited', { invitations });
    await trx.deleteFrom('roles').where('id', '=', id).execute();
    return ok(undefined);
  });
}

/** The unique index on lower(name) (migration 0001). */
const ROLES_NAME_UNIQUE = 'roles_name_unique';
