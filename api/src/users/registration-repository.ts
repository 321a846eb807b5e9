import type { Kysely } from 'kysely';
import { ok, refuse, type Refusal, type Result } from '../db/result.ts';
import type { Database } from '../db/types.ts';

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
