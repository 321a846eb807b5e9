import type { RegistrationInput } from '@lendhub/domain/rest/invitations';
import type { Kysely } from 'kysely';
import { ok, refuse, type Refusal, type Result } from '../db/result.ts';
import type { AccountStatus } from '../db/tables/users.ts';
import type { Database } from '../db/types.ts';
import { profileColumns } from './admin-repository.ts';
import { insertUser, type EmailTaken } from './repository.ts';

/**
 * The account a registration form describes (spec §5 "Registration"), by invitation or open registration:
 * named first + last name, with the uploaded picture (`avatarUrl`) if any. The caller decides the role and
 * whether the account is active at once (an invitation) or waits for an Admin (open registration).
 */
export async function insertRegisteredUser(
  trx: Kysely<Database>,
  input: RegistrationInput,
  account: { roleId: number; passwordHash: string; avatarUrl: string | null; accountStatus: AccountStatus },
): Promise<Result<{ userId: number; fullName: string }, EmailTaken>> {
  const fullName = `${input.firstName} ${input.lastName}`;
  const created = await insertUser(trx, {
    full_name: fullName,
    email: input.email,
    password_hash: account.passwordHash,
    phone_number: input.phoneNumber,
    role_id: account.roleId,
    ...profileColumns(input),
    company: input.company,
    department: input.department,
    avatar_url: account.avatarUrl,
    account_status: account.accountStatus,
  });
  return created.ok ? ok({ userId: created.value, fullName }) : created;
}

/** The e-mail an applicant gets once an Admin decided (kept in the outbox, mailed when SMTP is set). */
export function registrationDecisionEmail(fullName: string, decision: 'approve' | 'reject'): { subject: string; body: string } {
  return decision === 'approve'
    ? {
        subject: 'Your LendHub account is approved',
        body: [
          `Hello ${fullName},`,
          '',
          'An Admin approved your LendHub account. You can sign in now with the e-mail and password you registered with.',
        ].join('\n'),
      }
    : {
        subject: 'Your LendHub registration',
        body: [
          `Hello ${fullName},`,
          '',
          'An Admin did not approve your LendHub registration, and it has been removed. Ask your administrator for an invitation if you need an account.',
        ].join('\n'),
      };
}

/**
 * Approves (the account becomes active) or rejects (the account is removed, so the e-mail can register
 * again) a pending registration, and queues the applicant's e-mail, in one transaction.
 */
export async function decidePendingUser(
  db: Kysely<Database>,
  userId: number,
  decision: 'approve' | 'reject',
): Promise<Result<{ outboxId: number; removedAvatarUrl: string | null }, Refusal<'not-found' | 'not-pending'>>> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'full_name', 'email', 'account_status', 'avatar_url'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return refuse('not-found');
    if (user.account_status !== 'pending') return refuse('not-pending');
    if (decision === 'approve') {
      await trx
        .updateTable('users')
        .set({ account_status: 'active', updated_at: new Date().toISOString() })
        .where('id', '=', userId)
        .execute();
    } else {
      // A pending account never signed in: it owns nothing but its row and maybe an avatar (removed after commit).
      await trx.deleteFrom('users').where('id', '=', userId).execute();
    }
    const message = registrationDecisionEmail(user.full_name, decision);
    const outbox = await trx
      .insertInto('outbox')
      .values({
        kind: 'registration',
        to_address: user.email,
        subject: message.subject,
        body: message.body,
        link: null,
        invitation_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return ok({ outboxId: outbox.id, removedAvatarUrl: decision === 'reject' ? user.avatar_url : null });
  });
}
