import type { UserDto } from '@lendhub/domain/rest/users';
import type { AccountStatus } from '../db/tables/users.ts';
import { sql, type Kysely, type Transaction } from 'kysely';
import { ROLE_IDS, ROLE_NAMES } from '../auth/roles.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { refuseOnUniqueViolation } from '../db/errors.ts';
import { ok, refuse, type Refusal, type Result } from '../db/result.ts';
import type { Database } from '../db/types.ts';
import { containsText } from '../db/values.ts';
import { joinList } from '@lendhub/domain/rest/userFields';
import { emailInUse, REVOKE_EARLIER_TOKENS, selectUsers, toUserDto, USERS_EMAIL_UNIQUE, type EmailTaken } from './repository.ts';

/** Every user, optionally filtered by a search over name, email, company and department. */
export async function listUsers(
  db: Kysely<Database>,
  options: { search?: string | undefined; sortBy: 'id' | 'name_asc' | 'name_desc'; accountStatus?: AccountStatus | undefined },
): Promise<UserDto[]> {
  let query = selectUsers(db);
  if (options.accountStatus) query = query.where('users.account_status', '=', options.accountStatus);
  const search = options.search?.trim();
  if (search) {
    query = query.where((eb) => containsText(eb, ['users.full_name', 'users.email', 'users.company', 'users.department'], search));
  }
  if (options.sortBy === 'id') query = query.orderBy('users.id');
  else query = query.orderBy(sql`lower(users.full_name)`, options.sortBy === 'name_asc' ? 'asc' : 'desc').orderBy('users.id');
  return (await query.execute()).map(toUserDto);
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
  jobTitle?: string | null | undefined;
  location?: string | null | undefined;
  managerId?: number | null | undefined;
}

export function profileColumns(input: ProfileFieldsInput) {
  const columns = {
    department: input.department,
    company: input.company,
    languages: joinList(input.languages),
    states_licensed: joinList(input.statesLicensed),
    linkedin_profile: input.linkedInProfile,
    facebook_profile: input.facebookProfile,
    twitter_profile: input.twitterProfile,
    instagram_profile: input.instagramProfile,
    youtube_channel: input.youTubeChannel,
    personal_website: input.personalWebsite,
    job_title: input.jobTitle,
    location: input.location,
    manager_id: input.managerId,
  };
  // kysely would write `undefined` as DEFAULT/NULL in some paths: drop unchanged fields instead.
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<typeof columns>;
}

/** What UpdateUser changes: only the fields given (undefined = unchanged). */
export interface UserChanges extends ProfileFieldsInput {
  fullName?: string | undefined;
  emailAddress?: string | undefined;
  phoneNumber?: string | undefined;
  roleId?: number | undefined;
  passwordHash?: string | undefined;
  avatarUrl?: string | undefined;
}

/** The demotion would leave the portal without an Admin. */
export type LastAdmin = Refusal<'last-admin'>;

/**
 * Applies `changes` to `user` in the caller's transaction. The e-mail must be free; demoting an Admin
 * is refused when no other Admin remains; demotions are serialized on the Admin role's row so two at once cannot both pass.
 */
export async function updateUser(
  trx: Transaction<Database>,
  user: UserDto,
  changes: UserChanges,
): Promise<Result<void, LastAdmin | EmailTaken>> {
  if (changes.emailAddress !== undefined && (await emailInUse(trx, changes.emailAddress, user.userId))) return refuse('email-taken');
  const roleChanges = changes.roleId !== undefined && changes.roleId !== user.role;
  if (roleChanges && user.role === ROLE_IDS.admin) {
    await trx.selectFrom('roles').select('id').where('id', '=', ROLE_IDS.admin).forUpdate().execute();
    if ((await countOtherAdmins(trx, user.userId)) === 0) return refuse('last-admin');
  }
  return refuseOnUniqueViolation(USERS_EMAIL_UNIQUE, 'email-taken', async () => {
    await trx
      .updateTable('users')
      .set({
        ...(changes.fullName !== undefined ? { full_name: changes.fullName } : {}),
        ...(changes.emailAddress !== undefined ? { email: changes.emailAddress } : {}),
        ...(changes.phoneNumber !== undefined ? { phone_number: changes.phoneNumber } : {}),
        ...(roleChanges ? { role_id: changes.roleId! } : {}),
        // A password set by an Admin revokes the user's earlier tokens too.
        ...(changes.passwordHash !== undefined ? { password_hash: changes.passwordHash, ...REVOKE_EARLIER_TOKENS } : {}),
        ...profileColumns(changes),
        ...(changes.avatarUrl !== undefined ? { avatar_url: changes.avatarUrl } : {}),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', user.userId)
      .execute();
  });
}

/** How many Admins there are besides `exceptUserId`. */
async function countOtherAdmins(db: Kysely<Database>, exceptUserId: number): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('roles.name', '=', ROLE_NAMES.admin)
    .where('users.id', '<>', exceptUserId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Sets a new password hash once the current password is confirmed. */
export async function changePassword(
  db: Kysely<Database>,
  userId: number,
  currentPassword: string,
  newPasswordHash: () => Promise<string>,
): Promise<Result<number, Refusal<'not-found' | 'wrong-password'>>> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  if (!row) return refuse('not-found');
  if (!(await verifyPassword(currentPassword, row.password_hash))) return refuse('wrong-password');
  const newHash = await newPasswordHash();
  const updated = await db
    .updateTable('users')
    // A new password revokes every token issued before it.
    .set({ password_hash: newHash, ...REVOKE_EARLIER_TOKENS, updated_at: new Date().toISOString() })
    .where('id', '=', userId)
    .returning('token_version')
    .executeTakeFirstOrThrow();
  return ok(updated.token_version);
}

/**
 * Removes a user in the caller's transaction; `replaced` gets their avatar to delete after commit.
 * Their likes and comments on other people's posts go with them (ON DELETE CASCADE), so those
 * posts' counters are brought down first to stay exact.
 */
export async function deleteUser(
  trx: Transaction<Database>,
  userId: number,
  replaced: (url: string | null) => void,
): Promise<Result<void, Refusal<'not-found'>>> {
  const user = await trx.selectFrom('users').select(['id', 'avatar_url']).where('id', '=', userId).forUpdate().executeTakeFirst();
  if (!user) return refuse('not-found');
  await sql`
    UPDATE posts SET like_count = like_count - liked.n
    FROM (SELECT post_id, count(*)::int AS n FROM post_likes WHERE user_id = ${userId} GROUP BY post_id) AS liked
    WHERE posts.id = liked.post_id AND posts.author_id <> ${userId}`.execute(trx);
  await sql`
    UPDATE posts SET comment_count = comment_count - commented.n
    FROM (SELECT post_id, count(*)::int AS n FROM post_comments WHERE author_id = ${userId} GROUP BY post_id) AS commented
    WHERE posts.id = commented.post_id AND posts.author_id <> ${userId}`.execute(trx);
  await trx.deleteFrom('users').where('id', '=', userId).execute();
  replaced(user.avatar_url);
  return ok(undefined);
}
