import { describe, expect, it } from 'vitest';
import { calculatorLtv, formatLtv, isValidLtv, loanAmountFor, parseLtv } from './ltv';

describe('LTV', () => {
  it('reads what a user types, with or without a percent sign', () => {
    expect(parseLtv('75')).toBe(75);
    expect(parseLtv(' 80.5 % ')).toBe(80.5);
    expect(parseLtv('')).toBeUndefined();
    expect(parseLtv('abc')).toBeUndefined();
  });

  it('accepts 1 to 100 only', () => {
    expect(isValidLtv(1)).toBe(true);
    expect(isValidLtv(100)).toBe(true);
    expect(isValidLtv(0)).toBe(false);
    expect(isValidLtv(101)).toBe(false);
    expect(isValidLtv(undefined)).toBe(false);
  });

  it('falls back to 80 when the calculator is emptied and keeps it within 1-100', () => {
    expect(calculatorLtv('')).toBe(80);
    expect(calculatorLtv('   ')).toBe(80);
    expect(calculatorLtv('75')).toBe(75);
    expect(calculatorLtv('250')).toBe(100);
    expect(calculatorLtv('0')).toBe(1);
  });

  it('computes the loan amount as LTV (%) * Property Value', () => {
    expect(loanAmountFor(80, 500_000)).toBe(400_000);
    expect(loanAmountFor(75, 640_000)).toBe(480_000);
  });

  it('writes the value with a percent sign', () => {
    expect(formatLtv(75)).toBe('75%');
    expect(formatLtv(80.5)).toBe('80.5%');
  });
});
