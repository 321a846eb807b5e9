import { sql, type Kysely, type Transaction } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import { refuseOnUniqueViolation } from '../db/errors.ts';
import { ok, refuse, type Refusal, type Result } from '../db/result.ts';
import type { Database } from '../db/types.ts';
import { findRoleForAssignment } from '../roles/repository.ts';
import { emailInUse, insertUser, REVOKE_EARLIER_TOKENS, USERS_EMAIL_UNIQUE, type EmailTaken } from '../users/repository.ts';
import { ROLE_IDS } from '../auth/roles.ts';
import type { CreateLenderForm, LenderDto, LenderSortBy, UpdateLenderForm } from '@lendhub/domain/rest/lenders';
import { toLenderDto } from './repository.ts';
import { firstFreeSlug, slugify } from './slug.ts';

/** Columns of the Lender Management table that sort (spec §2), by the `sortBy` the API accepts. */
export const LENDER_SORT_COLUMNS = {
  name: 'full_name',
  website: 'website',
  rating: 'rating',
  company: 'name',
} as const satisfies Record<LenderSortBy, string>;

/** The Lender Management table: sorted by one column (nulls last), then by id. */
export async function listLendersForAdmin(db: Kysely<Database>, sortBy: LenderSortBy, direction: 'asc' | 'desc'): Promise<LenderDto[]> {
  const column = LENDER_SORT_COLUMNS[sortBy];
  const key = column === 'rating' ? sql.ref(column) : sql`lower(${sql.ref(column)})`;
  const rows = await db
    .selectFrom('lenders')
    .selectAll()
    .orderBy(sql`${key} ${sql.raw(direction)} nulls last`)
    .orderBy('id')
    .execute();
  return rows.map(toLenderDto);
}

/** Image URLs of the stored files the form sent (absent on update when unchanged). */
export interface LenderImages {
  profileImage?: string | undefined;
  companyLogo?: string | undefined;
}

/** Why a lender form was refused (besides its field rules): the role does not exist, or the e-mail is taken. */
export type LenderFormRefusal = Refusal<'role-missing'> | EmailTaken;

/**
 * Creates the lender's portal account (the profile image stays the lender's: the account's avatar
 * is its own file, so replacing one never deletes the other) and the lender in the caller's
 * transaction. On a refusal the caller must roll back.
 */
export async function createLenderWithAccount(
  trx: Transaction<Database>,
  form: CreateLenderForm,
  images: Required<LenderImages>,
): Promise<Result<LenderDto, LenderFormRefusal>> {
  if (!(await roleExists(trx, form.role))) return refuse('role-missing');
  const user = await insertUser(trx, {
    full_name: `${form.firstName} ${form.lastName}`,
    email: form.email,
    password_hash: await hashPassword(form.password),
    phone_number: form.phone,
    role_id: form.role,
    company: form.companyTitle,
  });
  if (!user.ok) return user;
  const row = await trx
    .insertInto('lenders')
    .values({
      slug: await freeSlug(trx, slugify(form.companyTitle)),
      name: form.companyTitle,
      full_name: form.companyTitle,
      ...lenderDetails(form),
      logo: images.companyLogo,
      image: images.companyLogo,
      profile_image: images.profileImage,
      programs: JSON.stringify(withPrograms({}, form.programs)),
      user_id: user.value,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return ok(toLenderDto(row));
}

/**
 * Updates the lender and, when it has one, its linked account (name, email, phone, role). New
 * images replace the old ones; `replaced` gets the URLs the caller should delete after commit.
 * On a refusal the caller must roll back.
 */
export async function updateLenderWithAccount(
  trx: Transaction<Database>,
  form: UpdateLenderForm,
  images: LenderImages,
  replaced: (url: string | null) => void,
): Promise<Result<LenderDto, Refusal<'not-found'> | LenderFormRefusal>> {
  const current = await trx.selectFrom('lenders').selectAll().where('id', '=', form.lenderId).forUpdate().executeTakeFirst();
  if (!current) return refuse('not-found');
  if (!(await roleExists(trx, form.role))) return refuse('role-missing');
  if (current.user_id !== null) {
    const account = await updateLinkedAccount(trx, current.user_id, form);
    if (!account.ok) return account;
  }
  if (images.profileImage) replaced(current.profile_image);
  if (images.companyLogo) {
    replaced(current.logo);
    if (current.image !== current.logo) replaced(current.image);
  }
  const row = await trx
    .updateTable('lenders')
    .set({
      name: form.companyTitle,
      full_name: form.companyTitle,
      ...lenderDetails(form),
      ...(images.companyLogo ? { logo: images.companyLogo, image: images.companyLogo } : {}),
      ...(images.profileImage ? { profile_image: images.profileImage } : {}),
      // Only the form's four categories are replaced; the other two are kept.
      programs: JSON.stringify(withPrograms(current.programs, form.programs)),
      updated_at: sql<string>`now()`,
    })
    .where('id', '=', form.lenderId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return ok(toLenderDto(row));
}

/** The lender's portal account follows the form: name, e-mail, phone, role and company. */
async function updateLinkedAccount(trx: Transaction<Database>, userId: number, form: UpdateLenderForm): Promise<Result<void, EmailTaken>> {
  if (await emailInUse(trx, form.email, userId)) return refuse('email-taken');
  return refuseOnUniqueViolation(USERS_EMAIL_UNIQUE, 'email-taken', async () => {
    await trx
      .updateTable('users')
      .set({
        full_name: `${form.firstName} ${form.lastName}`,
        email: form.email,
        phone_number: form.phone,
        role_id: form.role,
        company: form.companyTitle,
        updated_at: sql<string>`now()`,
      })
      .where('id', '=', userId)
      .execute();
  });
}

/**
 * Deletes the lender; `replaced` gets its image URLs to delete after commit. Its Account Executive
 * sign-in is deactivated in the same transaction (docs/product.md "Accounts"): it can no longer sign
 * in and its tokens stop working, while what it wrote (posts, tickets, points) stays. An account that
 * another lender still names, or that is not an Account Executive, is left alone.
 */
export async function deleteLender(
  trx: Transaction<Database>,
  lenderId: number,
  replaced: (url: string | null) => void,
): Promise<Result<{ deactivatedUserId: number | null }, Refusal<'not-found'>>> {
  const row = await trx
    .deleteFrom('lenders')
    .where('id', '=', lenderId)
    .returning(['logo', 'image', 'profile_image', 'user_id'])
    .executeTakeFirst();
  if (!row) return refuse('not-found');
  for (const url of new Set([row.logo, row.image, row.profile_image])) replaced(url);
  let deactivatedUserId: number | null = null;
  if (row.user_id !== null) {
    const deactivated = await trx
      .updateTable('users')
      .set({ account_status: 'deactivated', ...REVOKE_EARLIER_TOKENS, updated_at: new Date().toISOString() })
      .where('id', '=', row.user_id)
      .where('role_id', '=', ROLE_IDS.accountExecutive)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('lenders').select('id').where('user_id', '=', row.user_id))))
      .returning('id')
      .executeTakeFirst();
    deactivatedUserId = deactivated?.id ?? null;
  }
  return ok({ deactivatedUserId });
}

function lenderDetails(form: CreateLenderForm | UpdateLenderForm) {
  return {
    website: form.website,
    rating: form.rating ?? null,
    short_description: form.shortDescription ?? null,
    lender_niche: form.lenderNiche ?? null,
    overlays: form.overlays ?? null,
    role_id: form.role,
    contact_name: `${form.firstName} ${form.lastName}`,
    contact_email: form.email,
    contact_phone: form.phone,
    channel_links: JSON.stringify(form.channelLinks),
  };
}

function withPrograms(stored: unknown, fromForm: CreateLenderForm['programs']) {
  const base = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return {
    privateLoanPrograms: Array.isArray(base.privateLoanPrograms) ? base.privateLoanPrograms : [],
    conventionalPrograms: Array.isArray(base.conventionalPrograms) ? base.conventionalPrograms : [],
    ...fromForm,
  };
}

/** True when the role exists (the lender form checks existence only, not the role status). */
async function roleExists(trx: Transaction<Database>, roleId: number): Promise<boolean> {
  return (await findRoleForAssignment(trx, roleId)) !== undefined;
}

async function freeSlug(trx: Transaction<Database>, base: string): Promise<string> {
  const rows = await trx
    .selectFrom('lenders')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}\\_%`)]))
    .execute();
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}
