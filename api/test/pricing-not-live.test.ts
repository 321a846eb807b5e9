// The pricer before any lender has a sheet in force (spec §2: the Quotes screen's 'Coming Soon' cover): once
// every active sheet has expired, the pricing status says so and a scenario gets no offers. A file of its own:
// it retires the seed's sheets for good.
import { SAMPLE_PRICE_SCENARIO } from '@lendhub/domain/testing/pricing';
import { describe, expect, it } from 'vitest';
import { useTestApi } from './helpers/test-api.ts';

/** A one-product sheet in force from a minute ago until `expiresAt`. */
const sheetUntil = (expiresAt: Date) =>
  [
    'record,product,a,b,c',
    `sheet,,${new Date(Date.now() - 60_000).toISOString()},${expiresAt.toISOString()},Short-lived sheet`,
    'product,T30,Test 30-Year Fixed,CONVENTIONAL,30',
    'price,T30,6.000,100.000',
    'rule,T30,loanClasses,CONFORMING|HIGH_BALANCE',
    'rule,T30,minFico,620',
    'rule,T30,minLoanAmount,0',
    'rule,T30,maxLtv,97',
  ].join('\n');

describe('pricing with no sheet in force', () => {
  const { api, admin, officer } = useTestApi();

  it("is not live once every lender's sheet has expired, and prices nothing", async () => {
    const sheets = (await api.call('GET', '/api/RateSheet/GetRateSheets', { token: admin.token })).body.data as {
      lenderId: number;
      status: string;
    }[];
    const lenderIds = [...new Set(sheets.filter((sheet) => sheet.status === 'Active').map((sheet) => sheet.lenderId))];
    expect(lenderIds).toHaveLength(5);

    // Each lender's seed sheet is replaced by one that expires soon after it is activated: two seconds, or longer
    // when a busy machine has not activated it in time (the API refuses to activate an expired sheet).
    const replace = async (lenderId: number, lifeMs = 2_000): Promise<number> => {
      const expiresAt = new Date(Date.now() + lifeMs);
      const imported = await api.call('POST', '/api/RateSheet/ImportRateSheet', {
        token: admin.token,
        body: { lenderId, format: 'csv', content: sheetUntil(expiresAt) },
      });
      expect(imported.status, JSON.stringify(imported.body)).toBe(201);
      const activated = await api.call('POST', `/api/RateSheet/ActivateRateSheet/${imported.body.data.id}`, { token: admin.token });
      if (activated.body.responseMsg === 'This rate sheet has expired and cannot be activated' && lifeMs < 60_000)
        return replace(lenderId, lifeMs * 2);
      expect(activated.status, JSON.stringify(activated.body)).toBe(200);
      return expiresAt.getTime();
    };
    const expiries = await Promise.all(lenderIds.map((lenderId) => replace(lenderId)));
    const status = () => api.call('GET', '/api/Pricing/GetPricingStatus', { token: officer.token });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.max(...expiries) - Date.now()) + 100));
    const after = await status();
    expect(after.status).toBe(200);
    expect(after.body.data).toEqual({ live: false, sources: [] });

    const priced = await api.call('POST', '/api/Pricing/PriceScenario', {
      token: officer.token,
      body: SAMPLE_PRICE_SCENARIO,
    });
    expect(priced.status).toBe(200);
    expect(priced.body.data).toMatchObject({ live: false, featured: [], sources: [] });
    expect(priced.body.data.terms.every((term: { offers: unknown[] }) => term.offers.length === 0)).toBe(true);
  });
});
