import { describe, expect, it } from 'vitest';
import { formatVolume, monthName, shareOfLastYear, TOP_VOLUME_TOOLTIP } from './rankings';

describe('home production figures', () => {
  it('shows volumes in millions', () => {
    expect(formatVolume(2_400_000)).toBe('$2.4M');
    expect(formatVolume(18_640_000)).toBe('$18.6M');
    expect(formatVolume(0)).toBe('$0.0M');
  });

  it('names months and carries the LH100 tooltip of spec §9', () => {
    expect(monthName(1)).toBe('Jan');
    expect(monthName(12)).toBe('Dec');
    expect(TOP_VOLUME_TOOLTIP).toBe('Member of the LH100 - $1.5M+ this month');
  });

  it("compares this year's pay with last year's", () => {
    expect(shareOfLastYear(50_000, 100_000)).toBe(50);
    expect(shareOfLastYear(150_000, 100_000)).toBe(100);
    expect(shareOfLastYear(10, 0)).toBe(100);
    expect(shareOfLastYear(0, 0)).toBe(0);
  });
});
