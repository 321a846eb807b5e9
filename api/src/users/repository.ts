import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { refuseOnUniqueViolation } from '../db/errors.ts';
import { refuse, type Refusal, type Result } from '../db/result.ts';
import type { UsersTable } from '../db/tables/users.ts';
import type { Database } from '../db/types.ts';
import { inOrderOf } from '../db/values.ts';
import type { PublicProfileDto, UserDto } from '@lendhub/domain/rest/users';

type UserRow = Omit<
  Selectable<UsersTable>,
  'password_hash' | 'token_version' | 'totp_secret' | 'totp_pending_secret' | 'totp_last_step'
> & {
  role_name: string;
};

/** A user row joined with its role, without the password hash. */
export function selectUsers(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'users.id',
      'users.full_name',
      'users.email',
      'users.phone_number',
      'users.role_id',
      'roles.name as role_name',
      'users.department',
      'users.company',
      'users.languages',
      'users.states_licensed',
      'users.two_factor_authentication',
      'users.account_status',
      'users.linkedin_profile',
      'users.facebook_profile',
      'users.twitter_profile',
      'users.instagram_profile',
      'users.youtube_channel',
      'users.personal_website',
      'users.avatar_url',
      'users.job_title',
      'users.location',
      'users.manager_id',
      'users.created_at',
      'users.updated_at',
    ]);
}

export async function findUserById(db: Kysely<Database>, userId: number): Promise<UserDto | undefined> {
  const row = await selectUsers(db).where('users.id', '=', userId).executeTakeFirst();
  return row && toUserDto(row);
}

/** Users in the order of `userIds`; unknown ids are left out. */
export async function findUsersByIds(db: Kysely<Database>, userIds: readonly number[]): Promise<UserDto[]> {
  if (userIds.length === 0) return [];
  const rows = await selectUsers(db)
    .where('users.id', 'in', [...userIds])
    .execute();
  return inOrderOf(userIds, rows.map(toUserDto), (user) => user.userId);
}

/** Public profiles in the order of `userIds`; unknown ids are left out. */
export async function findPublicProfiles(db: Kysely<Database>, userIds: readonly number[]): Promise<PublicProfileDto[]> {
  return (await findUsersByIds(db, userIds)).map(toPublicProfileDto);
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

/** Another account has the e-mail (e-mails are unique whatever their letter case). */
export type EmailTaken = Refusal<'email-taken'>;

/**
 * Creates an account (admin form, registration, a lender's portal account) in the caller's
 * transaction; returns its id. The e-mail is checked first, and the unique index settles a race
 * between two requests that both passed the check. On a refusal the caller must roll back.
 */
export async function insertUser(trx: Kysely<Database>, values: Insertable<UsersTable>): Promise<Result<number, EmailTaken>> {
  if (await emailInUse(trx, values.email)) return refuse('email-taken');
  return refuseOnUniqueViolation(USERS_EMAIL_UNIQUE, 'email-taken', async () => {
    const row = await trx.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  });
}

/** The unique index on lower(email) (migration 0001). */
export const USERS_EMAIL_UNIQUE = 'users_email_unique';

/** For sign-in only: the stored hash alongside the role name. */
export async function findCredentialsByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'users.id',
      'users.email',
      'users.full_name',
      'users.password_hash',
      'users.token_version',
      'users.account_status',
      'users.totp_secret',
      'roles.name as role_name',
    ])
    .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/**
 * The column change that makes every token issued to the user so far stop working: tokens carry the
 * version they were issued at. Spread into any update of the user (sign-out everywhere, new password).
 */
export const REVOKE_EARLIER_TOKENS = { token_version: sql<number>`token_version + 1` };

/** Every token issued to the user so far stops working. */
export async function revokeTokens(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('users').set(REVOKE_EARLIER_TOKENS).where('id', '=', userId).execute();
}

/** One token stops working (a sign-out); rows of tokens that have expired anyway are pruned. */
export async function revokeToken(db: Kysely<Database>, tokenId: string, expiresAt: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('revoked_tokens').where('expires_at', '<', new Date()).execute();
    await trx
      .insertInto('revoked_tokens')
      .values({ token_id: tokenId, expires_at: expiresAt.toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}

export function toUserDto(row: UserRow): UserDto {
  return {
    userId: row.id,
    fullName: row.full_name,
    emailAddress: row.email,
    phoneNumber: row.phone_number,
    role: row.role_id,
    roleName: row.role_name,
    department: row.department,
    company: row.company,
    languages: row.languages,
    statesLicensed: row.states_licensed,
    twoFactorAuthentication: row.two_factor_authentication,
    accountStatus: row.account_status,
    linkedInProfile: row.linkedin_profile,
    facebookProfile: row.facebook_profile,
    twitterProfile: row.twitter_profile,
    instagramProfile: row.instagram_profile,
    youTubeChannel: row.youtube_channel,
    personalWebsite: row.personal_website,
    avatarUrl: row.avatar_url,
    jobTitle: row.job_title,
    location: row.location,
    managerId: row.manager_id,
  };
}

export function toPublicProfileDto(user: UserDto): PublicProfileDto {
  const { userId, fullName, emailAddress, role, roleName, company, department, avatarUrl } = user;
  return { userId, fullName, emailAddress, role, roleName, company, department, avatarUrl };
}
