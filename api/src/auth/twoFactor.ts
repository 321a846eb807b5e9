import { sql, type Kysely, type Transaction } from 'kysely';
import { ok, refuse, type Refusal, type Result } from '../db/result.ts';
import type { Database } from '../db/types.ts';
import { acceptedTotpStep, hashRecoveryCode, looksLikeTotpCode, newRecoveryCodes, newTotpSecret } from './totp.ts';

/**
 * Two-factor sign-in kept in the users table (migration 0900): a secret waits as `totp_pending_secret`
 * until a valid code confirms it; then it is `totp_secret`, `two_factor_authentication` is true and ten
 * recovery codes (hashed) stand in for the phone, each once. Every change runs in one transaction with
 * the user's row locked, so two requests cannot both spend one code.
 */

export { TWO_FACTOR_MESSAGES } from '@lendhub/domain/rest/auth';

type Db = Kysely<Database> | Transaction<Database>;

async function lockUser(trx: Transaction<Database>, userId: number) {
  return trx
    .selectFrom('users')
    .select(['id', 'totp_secret', 'totp_pending_secret', 'totp_last_step'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** A new secret for the user to scan; refused while 2FA is on (disable it first). */
export async function startTwoFactorSetup(
  db: Kysely<Database>,
  userId: number,
): Promise<Result<string, Refusal<'already-enabled' | 'not-found'>>> {
  return db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, userId);
    if (!user) return refuse('not-found');
    if (user.totp_secret) return refuse('already-enabled');
    const secret = newTotpSecret();
    await trx.updateTable('users').set({ totp_pending_secret: secret }).where('id', '=', userId).execute();
    return ok(secret);
  });
}

/** Confirms the waiting secret with a code from the app: 2FA is on and the ten recovery codes come back (shown once). */
export async function confirmTwoFactorSetup(
  db: Kysely<Database>,
  userId: number,
  code: string,
): Promise<Result<string[], Refusal<'already-enabled' | 'no-setup' | 'invalid-code' | 'not-found'>>> {
  return db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, userId);
    if (!user) return refuse('not-found');
    if (user.totp_secret) return refuse('already-enabled');
    if (!user.totp_pending_secret) return refuse('no-setup');
    const step = acceptedTotpStep(user.totp_pending_secret, code, null);
    if (step === null) return refuse('invalid-code');
    await trx
      .updateTable('users')
      .set({
        totp_secret: user.totp_pending_secret,
        totp_pending_secret: null,
        totp_last_step: step,
        two_factor_authentication: true,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', userId)
      .execute();
    const codes = newRecoveryCodes();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(codes.map((c) => ({ user_id: userId, code_hash: hashRecoveryCode(c) })))
      .execute();
    return ok(codes);
  });
}

/**
 * Spends a second factor of a user with 2FA on: a TOTP code newer than the last one accepted, or an
 * unused recovery code. False when it is neither (wrong, reused, spent). Runs in the caller's transaction.
 */
export async function spendSecondFactor(trx: Transaction<Database>, userId: number, code: string): Promise<boolean> {
  const user = await lockUser(trx, userId);
  if (!user?.totp_secret) return false;
  if (looksLikeTotpCode(code)) {
    const step = acceptedTotpStep(user.totp_secret, code, user.totp_last_step);
    if (step === null) return false;
    await trx.updateTable('users').set({ totp_last_step: step }).where('id', '=', userId).execute();
    return true;
  }
  const spent = await trx
    .updateTable('recovery_codes')
    .set({ used_at: sql<string>`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return !!spent;
}

/** The user's own switch-off: only with a valid code (or a recovery code). */
export async function disableTwoFactor(
  db: Kysely<Database>,
  userId: number,
  code: string,
): Promise<Result<void, Refusal<'not-enabled' | 'invalid-code'>>> {
  return db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, userId);
    if (!user?.totp_secret) return refuse('not-enabled');
    if (!(await spendSecondFactor(trx, userId, code))) return refuse('invalid-code');
    await clearTwoFactor(trx, userId);
    return ok(undefined);
  });
}

/** An Admin's reset (a user lost their phone and their codes): 2FA off, nothing to prove. */
export async function resetTwoFactor(db: Kysely<Database>, userId: number): Promise<Result<void, Refusal<'not-found'>>> {
  return db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, userId);
    if (!user) return refuse('not-found');
    await clearTwoFactor(trx, userId);
    return ok(undefined);
  });
}

async function clearTwoFactor(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({
      totp_secret: null,
      totp_pending_secret: null,
      totp_last_step: null,
      two_factor_authentication: false,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

/** How many recovery codes the user has left (the Security tab says so). */
export async function unusedRecoveryCodeCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
