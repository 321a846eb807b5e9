import { describe, expect, it } from 'vitest';
import { isRedemptionEntry, POINTS_REDEMPTIONS, REDEMPTION_MESSAGES, redemptionByCode, redemptionReason } from './points.ts';

describe('points redemptions (spec §9)', () => {
  it('are Free Appraisal 50 (6 months), Credit Redemption LOA 75 (30 days), Rate Boost 100 (60 days, 0.25%)', () => {
    expect(POINTS_REDEMPTIONS.map(({ name, cost, validity }) => [name, cost, validity])).toEqual([
      ['Free Appraisal', 50, '6 months'],
      ['Credit Redemption LOA', 75, '30 days'],
      ['Rate Boost', 100, '60 days'],
    ]);
    expect(redemptionByCode('RATE_BOOST')?.benefit).toBe('0.25% rate reduction');
    expect(redemptionByCode('FREE_LUNCH')).toBeUndefined();
  });

  it("record as 'Redeemed: {reward}' in the ledger", () => {
    const rateBoost = redemptionByCode('RATE_BOOST')!;
    expect(redemptionReason(rateBoost)).toBe('Redeemed: Rate Boost');
    expect(isRedemptionEntry({ action: 'SUBTRACT', reason: 'Redeemed: Rate Boost' })).toBe(true);
    expect(isRedemptionEntry({ action: 'SUBTRACT', reason: 'Correction' })).toBe(false);
    expect(isRedemptionEntry({ action: 'ADD', reason: 'Redeemed: Rate Boost' })).toBe(false);
  });

  it('say what was redeemed, or why not', () => {
    const loa = redemptionByCode('CREDIT_REDEMPTION_LOA')!;
    expect(REDEMPTION_MESSAGES.redeemed(loa)).toBe('Credit Redemption LOA redeemed for 75 points');
    expect(REDEMPTION_MESSAGES.notEnoughPoints(loa, 60)).toBe(
      'Not enough points: Credit Redemption LOA costs 75 points and your balance is 60',
    );
  });
});
