import { describe, expect, it } from 'vitest';
import { redemptionOptionsFor } from './redemptions.ts';

describe('redemptionOptionsFor', () => {
  it('lists the three redemptions of spec §9 with cost and validity', () => {
    expect(redemptionOptionsFor(0).map((o) => [o.name, o.cost, o.validity, o.benefit])).toEqual([
      ['Free Appraisal', 50, '6 months', null],
      ['Credit Redemption LOA', 75, '30 days', null],
      ['Rate Boost', 100, '60 days', '0.25% rate reduction'],
    ]);
  });

  it('says which ones the balance covers, the exact cost included, and how many points are missing', () => {
    expect(redemptionOptionsFor(75).map((o) => [o.code, o.affordable, o.pointsNeeded])).toEqual([
      ['FREE_APPRAISAL', true, 0],
      ['CREDIT_REDEMPTION_LOA', true, 0],
      ['RATE_BOOST', false, 25],
    ]);
  });
});
