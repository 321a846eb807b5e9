import { sampleRateSheet } from '@lendhub/domain/pricing/samples';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/types.ts';

/** Lenders differ a little: points added to every sample base price; Provident lends conforming only. */
const SAMPLE_PRICING: Record<string, { offsetPoints: number; conformingOnly?: boolean }> = {
  mega_capital: { offsetPoints: 0 },
  provident: { offsetPoints: 0.125, conformingOnly: true },
  remn: { offsetPoints: -0.125 },
  rocket: { offsetPoints: 0.25 },
  change_wholesale: { offsetPoints: -0.25 },
};

const DAY = 24 * 60 * 60 * 1000;

/**
 * One active sample sheet per demo lender (docs/product.md "Pricing"), effective from yesterday for a year,
 * so a fresh clone prices for real; each is labelled sample pricing through its `source`.
 */
export async function seedRateSheets(trx: Transaction<Database>, now: Date): Promise<void> {
  const lenders = await trx.selectFrom('lenders').select(['id', 'slug']).execute();
  const effectiveAt = new Date(now.getTime() - DAY).toISOString();
  const expiresAt = new Date(now.getTime() + 365 * DAY).toISOString();
  const rows = lenders.flatMap((lender) => {
    const pricing = SAMPLE_PRICING[lender.slug];
    if (!pricing) return [];
    const content = sampleRateSheet({ ...pricing, effectiveAt, expiresAt });
    return [
      {
        lender_id: lender.id,
        status: 'Active' as const,
        format: 'json' as const,
        content: JSON.stringify(content),
        product_count: content.products.length,
        source: content.source ?? null,
        effective_at: effectiveAt,
        expires_at: expiresAt,
        activated_at: now.toISOString(),
      },
    ];
  });
  if (rows.length > 0) await trx.insertInto('rate_sheets').values(rows).execute();
  // The demo loan officer's NMLS number, for the borrower PDF (a sample number).
  await sql`UPDATE users SET nmls_number = '1234567' WHERE email = 'officer@lendhub.demo'`.execute(trx);
}
