import { describe, expect, it } from 'vitest';
import { pointsInDollars, pointsMetrics } from './pointsMetrics';

const NOW = new Date(2026, 5, 18, 12);
const at = (month: number, day: number) => new Date(2026, month, day, 9).toISOString();

describe('points metrics', () => {
  it("counts this month's earnings and redemptions only", () => {
    const entries = [
      { points: 1000, action: 'ADD', reason: '3 closings in June', date: at(5, 2) },
      { points: 50, action: 'ADD', reason: 'Post-closing survey', date: at(5, 10) },
      { points: 75, action: 'SUBTRACT', reason: 'Redeemed: Credit Redemption LOA', date: at(5, 15) },
      { points: 20, action: 'SUBTRACT', reason: 'Correction', date: at(5, 16) },
      { points: 500, action: 'ADD', reason: 'May bonus', date: at(4, 30) },
      { points: 50, action: 'SUBTRACT', reason: 'Redeemed: Free Appraisal', date: at(4, 20) },
    ];
    expect(pointsMetrics(entries, NOW)).toEqual({ earnedThisMonth: 1050, redeemedThisMonth: 75 });
  });

  it('is zero without entries', () => {
    expect(pointsMetrics([], NOW)).toEqual({ earnedThisMonth: 0, redeemedThisMonth: 0 });
  });

  it('values 1,000 points at $100', () => {
    expect(pointsInDollars(1000)).toBe(100);
    expect(pointsInDollars(65)).toBe(6.5);
  });
});
