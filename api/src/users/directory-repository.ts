import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer.ts';
import type { Database } from '../db/types.ts';
import { containsText } from '../db/values.ts';
import type { UserDto } from '@lendhub/domain/rest/users';
import { selectUsers, toUserDto } from './repository.ts';

export interface DirectoryFilter {
  /** Matched against name, department, job title and location (spec §2 "Company Directory"). */
  search?: string | undefined;
  department?: string | undefined;
}

/**
 * Contact details are personal everywhere in the portal: e-mail and phone only to the person
 * themselves and Admins (the gateway's User rules; the API does not hand them out either).
 */
export function withContactRules(user: UserDto, viewer: Viewer): UserDto {
  if (viewer.isAdmin || viewer.userId === user.userId) return user;
  return { ...user, emailAddress: '', phoneNumber: null, twoFactorAuthentication: false };
}

/** The people of the portal for the Company Directory, by name. */
export async function listDirectory(db: Kysely<Database>, viewer: Viewer, filter: DirectoryFilter): Promise<UserDto[]> {
  let query = selectUsers(db).where((eb) => eb.not(eb.exists(serviceAccounts(eb))));
  const search = filter.search?.trim();
  if (search) {
    for (const word of search.split(/\s+/)) {
      query = query.where((eb) => containsText(eb, ['users.full_name', 'users.department', 'users.job_title', 'users.location'], word));
    }
  }
  if (filter.department) query = query.where(sql`lower(users.department)`, '=', filter.department.toLowerCase());
  const rows = await query
    .orderBy(sql`lower(users.full_name)`)
    .orderBy('users.id')
    .execute();
  return rows.map((row) => withContactRules(toUserDto(row), viewer));
}

/** API clients' service accounts (migration 1100) are not people: never in the directory. */
function serviceAccounts(eb: ExpressionBuilder<Database, 'users'>) {
  return eb.selectFrom('api_clients').select('api_clients.id').whereRef('api_clients.user_id', '=', 'users.id');
}

/** The departments people belong to, for the directory's filter. */
export async function listDepartments(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('department')
    .distinct()
    .where('department', 'is not', null)
    .where(sql`btrim(department)`, '<>', '')
    .where((eb) => eb.not(eb.exists(serviceAccounts(eb))))
    .orderBy('department')
    .execute();
  return rows.map((row) => row.department!);
}

/**
 * Why `managerId` cannot be whom `userId` reports to, or null when it can: the person must exist,
 * not be the user, and not report (directly or not) to the user — 'Reports to' never loops.
 */
export async function managerProblem(db: Kysely<Database>, userId: number | null, managerId: number): Promise<string | null> {
  if (userId === managerId) return 'A person cannot report to themselves';
  const manager = await db.selectFrom('users').select('id').where('id', '=', managerId).executeTakeFirst();
  if (!manager) return 'Please select a valid manager';
  if (userId === null) return null;
  const { rows } = await sql<{ id: number }>`
    WITH RECURSIVE chain (id, depth) AS (
      SELECT manager_id, 1 FROM users WHERE id = ${managerId}
      UNION ALL
      SELECT u.manager_id, chain.depth + 1 FROM users u JOIN chain ON u.id = chain.id WHERE chain.depth < 100
    )
    SELECT id FROM chain WHERE id = ${userId} LIMIT 1`.execute(db);
  return rows.length > 0 ? 'That person already reports to this user' : null;
}
