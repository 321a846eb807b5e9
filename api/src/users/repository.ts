import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/types.ts';
import type { UsersTable } from '../db/tables/users.ts';

/** The user of architecture.md "User shape" (never includes the password hash). */
export interface UserDto {
  userId: number;
  fullName: string;
  emailAddress: string;
  phoneNumber: string | null;
  role: number;
  roleName: string;
  department: string | null;
  company: string | null;
  languages: string | null;
  statesLicensed: string | null;
  twoFactorAuthentication: boolean;
  linkedInProfile: string | null;
  facebookProfile: string | null;
  twitterProfile: string | null;
  instagramProfile: string | null;
  youTubeChannel: string | null;
  personalWebsite: string | null;
  avatarUrl: string | null;
}

/** What anyone signed in may see of another user (GetUsersByIds). */
export type PublicProfileDto = Pick<
  UserDto,
  'userId' | 'fullName' | 'emailAddress' | 'role' | 'roleName' | 'company' | 'department' | 'avatarUrl'
>;

type UserRow = Omit<Selectable<UsersTable>, 'password_hash'> & { role_name: string };

/** A user row joined with its role, without the password hash (also used by user-admin). */
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
      'users.linkedin_profile',
      'users.facebook_profile',
      'users.twitter_profile',
      'users.instagram_profile',
      'users.youtube_channel',
      'users.personal_website',
      'users.avatar_url',
      'users.created_at',
      'users.updated_at',
    ]);
}

export async function findUserById(db: Kysely<Database>, userId: number): Promise<UserDto | undefined> {
  const row = await selectUsers(db).where('users.id', '=', userId).executeTakeFirst();
  return row && toUserDto(row);
}

/** Profiles in the order of `userIds`; unknown ids are left out. */
export async function findPublicProfiles(db: Kysely<Database>, userIds: number[]): Promise<PublicProfileDto[]> {
  if (userIds.length === 0) return [];
  const rows = await selectUsers(db).where('users.id', 'in', userIds).execute();
  const byId = new Map(rows.map((row) => [row.id, toPublicProfileDto(toUserDto(row))]));
  return userIds.flatMap((id) => byId.get(id) ?? []);
}

/** For sign-in only: the stored hash alongside the role name. */
export async function findCredentialsByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.id', 'users.email', 'users.full_name', 'users.password_hash', 'roles.name as role_name'])
    .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email.toLowerCase()))
    .executeTakeFirst();
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
    linkedInProfile: row.linkedin_profile,
    facebookProfile: row.facebook_profile,
    twitterProfile: row.twitter_profile,
    instagramProfile: row.instagram_profile,
    youTubeChannel: row.youtube_channel,
    personalWebsite: row.personal_website,
    avatarUrl: row.avatar_url,
  };
}

export function toPublicProfileDto(user: UserDto): PublicProfileDto {
  const { userId, fullName, emailAddress, role, roleName, company, department, avatarUrl } = user;
  return { userId, fullName, emailAddress, role, roleName, company, department, avatarUrl };
}
