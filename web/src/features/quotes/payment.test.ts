import { describe, expect, it } from 'vitest';
import { monthlyInterestOnly, monthlyPrincipalAndInterest } from './payment';

describe('monthly principal and interest', () => {
  it('matches the amortization tables for a 30-year loan', () => {
    // $400,000 at 6.5% for 30 years: $2,528.27 a month.
    expect(monthlyPrincipalAndInterest(400_000, 6.5, 30)).toBeCloseTo(2528.27, 2);
  });

  it('is higher for a shorter term at the same rate', () => {
    expect(monthlyPrincipalAndInterest(300_000, 6, 15)).toBeCloseTo(2531.57, 2);
    expect(monthlyPrincipalAndInterest(300_000, 6, 15)).toBeGreaterThan(monthlyPrincipalAndInterest(300_000, 6, 30));
  });

  it('repays in equal parts at 0% and is 0 without a principal', () => {
    expect(monthlyPrincipalAndInterest(360_000, 0, 30)).toBe(1000);
    expect(monthlyPrincipalAndInterest(0, 6.5, 30)).toBe(0);
  });

  it('pays only the interest on an interest-only loan', () => {
    expect(monthlyInterestOnly(400_000, 7.5)).toBe(2500);
  });
});
