// Tells the account executives of the lenders that fit a new scenario (issue 22 §4), through the
// notification bell's one path (createNotification), in the transaction that writes the post.
import type { LenderFit } from '@lendhub/domain/pricing';
import type { Transaction } from 'kysely';
import type { Database } from '../db/types.ts';
import { createNotification } from '../notifications/create.ts';

/** Whom it told (the gateway pushes their notification count live). */
export async function notifyLendersThatFit(
  trx: Transaction<Database>,
  post: { id: number; title: string; authorId: number },
  fits: readonly LenderFit[],
): Promise<number[]> {
  if (fits.length === 0) return [];
  const rateByLender = new Map(fits.map((fit) => [fit.lenderId, fit]));
  const executives = await trx
    .selectFrom('lenders')
    .select(['lenders.id', 'lenders.user_id'])
    .where('lenders.id', 'in', [...rateByLender.keys()])
    .where('lenders.user_id', 'is not', null)
    .where('lenders.user_id', '!=', post.authorId)
    .execute();
  const told: number[] = [];
  for (const { id, user_id: userId } of executives) {
    const fit = rateByLender.get(id);
    if (userId === null || !fit) continue;
    await createNotification(trx, {
      userId,
      kind: 'scenario_fit',
      title: `A new scenario fits ${fit.lenderName}: ${post.title}`,
      body: `Best rate ${fit.rate.toFixed(3)}% (${fit.productName})`,
      link: '/lender-finder',
      subjectKey: `scenario_fit:${post.id}`,
    });
    told.push(userId);
  }
  return told;
}
