import { sql, type Kysely } from 'kysely';
import { ROLE_NAMES } from '../auth/roles.ts';
import type { Database } from '../db/types.ts';
import { ApiError } from '../http/envelope.ts';
import { findRoleForAssignment } from '../roles/repository.ts';
import { selectUsers, toUserDto, type UserDto } from '../users/repository.ts';
import { joinList } from './fields.ts';

/** Every user, optionally filtered by a search over name, email, company and department. */
export async function listUsers(db: Kysely<Database>, options: { search?: string | undefined; sortBy: 'id' | 'name_asc' | 'name_desc' }): Promise<UserDto[]> {
  let query = selectUsers(db);
  const search = options.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('users.full_name', 'ilike', pattern),
        eb('users.email', 'ilike', pattern),
        eb('users.company', 'ilike', pattern),
        eb('users.department', 'ilike', pattern),
      ]),
    );
  }
  if (options.sortBy === 'id') query = query.orderBy('users.id');
  else query = query.orderBy(sql`lower(users.full_name)`, options.sortBy === 'name_asc' ? 'asc' : 'desc').orderBy('users.id');
  return (await query.execute()).map(toUserDto);
}

export async function findUsersByIds(db: Kysely<Database>, ids: number[]): Promise<UserDto[]> {
  if (ids.length === 0) return [];
  const rows = await selectUsers(db).where('users.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, toUserDto(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findUserDto(db: Kysely<Database>, id: number): Promise<UserDto | undefined> {
  const row = await selectUsers(db).where('users.id', '=', id).executeTakeFirst();
  return row && toUserDto(row);
}

/** True when another account already uses this e-mail (any letter case). */
export async function emailInUse(db: Kysely<Database>, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
  if (exceptUserId !== undefined) query = query.where('id', '<>', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export const EMAIL_TAKEN = 'A user with this email already exists';

/** 400 unless the role exists and is Active; `field` names the form field in the error. */
export async function assertAssignableRole(db: Kysely<Database>, roleId: number, field: string, missingMessage: string): Promise<{ id: number; name: string }> {
  const role = await findRoleForAssignment(db, roleId);
  if (!role) throw new ApiError(400, missingMessage, { [field]: missingMessage });
  if (role.status !== 'Active') {
    const message = `The role ${role.name} is ${role.status.toLowerCase()} and cannot be assigned`;
    throw new ApiError(400, message, { [field]: message });
  }
  return role;
}

/** How many Admins there are besides `exceptUserId`. */
export async function countOtherAdmins(db: Kysely<Database>, exceptUserId: number): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('roles.name', '=', ROLE_NAMES.admin)
    .where('users.id', '<>', exceptUserId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Profile fields of a form, as columns (undefined = leave unchanged). */
export interface ProfileFieldsInput {
  department?: string | null | undefined;
  company?: string | null | undefined;
  languages?: string[] | undefined;
  statesLicensed?: string[] | undefined;
  twoFactorAuthentication?: boolean | undefined;
  linkedInProfile?: string | null | undefined;
  facebookProfile?: string | null | undefined;
  twitterProfile?: string | null | undefined;
  instagramProfile?: string | null | undefined;
  youTubeChannel?: string | null | undefined;
  personalWebsite?: string | null | undefined;
}

export function profileColumns(input: ProfileFieldsInput) {
  const columns = {
    department: input.department,
    company: input.company,
    languages: joinList(input.languages),
    states_licensed: joinList(input.statesLicensed),
    two_factor_authentication: input.twoFactorAuthentication,
    linkedin_profile: input.linkedInProfile,
    facebook_profile: input.facebookProfile,
    twitter_profile: input.twitterProfile,
    instagram_profile: input.instagramProfile,
    youtube_channel: input.youTubeChannel,
    personal_website: input.personalWebsite,
  };
  // kysely would write `undefined` as DEFAULT/NULL in some paths: drop unchanged fields instead.
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<typeof columns>;
}

/**
 * Removes a user in the caller's transaction. Their likes and comments on other people's posts go
 * with them (ON DELETE CASCADE), so those posts' counters are brought down first to stay exact.
 */
export async function deleteUserAndFixCounters(trx: Kysely<Database>, userId: number): Promise<void> {
  await sql`
    UPDATE posts SET like_count = like_count - liked.n
    FROM (SELECT post_id, count(*)::int AS n FROM post_likes WHERE user_id = ${userId} GROUP BY post_id) AS liked
    WHERE posts.id = liked.post_id AND posts.author_id <> ${userId}`.execute(trx);
  await sql`
    UPDATE posts SET comment_count = comment_count - commented.n
    FROM (SELECT post_id, count(*)::int AS n FROM post_comments WHERE author_id = ${userId} GROUP BY post_id) AS commented
    WHERE posts.id = commented.post_id AND posts.author_id <> ${userId}`.execute(trx);
  await trx.deleteFrom('users').where('id', '=', userId).execute();
}
