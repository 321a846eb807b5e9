import { describe, expect, it } from 'vitest';
import { parseWholeNumber, recruitingIncome } from './recruitingIncome';

describe('parseWholeNumber', () => {
  it('reads integers and drops what follows a decimal point', () => {
    expect(parseWholeNumber('12')).toBe(12);
    expect(parseWholeNumber('7.9')).toBe(7);
  });

  it('ignores thousands separators, spaces and a dollar sign', () => {
    expect(parseWholeNumber('$250,000')).toBe(250_000);
    expect(parseWholeNumber(' 1 000 ')).toBe(1000);
  });

  it('defaults to 0 for empty, unreadable or negative input', () => {
    expect(parseWholeNumber('')).toBe(0);
    expect(parseWholeNumber('abc')).toBe(0);
    expect(parseWholeNumber('-5')).toBe(0);
  });
});

describe('recruitingIncome', () => {
  it('pays 10 BPS on personal recruits and 5 BPS on tier 2 recruits of the average volume', () => {
    // 4 × $1,000,000 × 0.10% = $4,000; 10 × $1,000,000 × 0.05% = $5,000.
    expect(recruitingIncome({ personalRecruits: 4, tier2Recruits: 10, averageLoanVolume: 1_000_000 })).toEqual({
      personalMonthly: 4000,
      tier2Monthly: 5000,
      monthly: 9000,
      yearly: 108_000,
    });
  });

  it('is zero when any factor is zero', () => {
    expect(recruitingIncome({ personalRecruits: 0, tier2Recruits: 0, averageLoanVolume: 500_000 }).yearly).toBe(0);
    expect(recruitingIncome({ personalRecruits: 3, tier2Recruits: 2, averageLoanVolume: 0 }).monthly).toBe(0);
  });
});
