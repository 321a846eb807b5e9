import { describe, expect, it } from 'vitest';
import { longDateLabel, monthGridDays, monthGridRange, monthLabel, parseMonth, shiftMonth, todayIso } from './monthGrid';

describe('month grid', () => {
  it('starts on the Sunday on or before the 1st and shows six weeks', () => {
    const days = monthGridDays('2025-06'); // June 1, 2025 is a Sunday
    expect(days).toHaveLength(42);
    expect(days[0]).toEqual({ date: '2025-06-01', day: 1, inMonth: true });
    expect(days[29]).toEqual({ date: '2025-06-30', day: 30, inMonth: true });
    expect(days[30]).toEqual({ date: '2025-07-01', day: 1, inMonth: false });
  });

  it('includes the trailing days of the previous month', () => {
    const days = monthGridDays('2024-02'); // Feb 1, 2024 is a Thursday; 2024 is a leap year
    expect(days.slice(0, 4).map((d) => [d.date, d.inMonth])).toEqual([
      ['2024-01-28', false],
      ['2024-01-29', false],
      ['2024-01-30', false],
      ['2024-01-31', false],
    ]);
    expect(days.filter((d) => d.inMonth)).toHaveLength(29);
    expect(monthGridRange('2024-02')).toEqual({ from: '2024-01-28', to: '2024-03-09' });
  });

  it('moves across years', () => {
    expect(shiftMonth('2024-12', 1)).toBe('2025-01');
    expect(shiftMonth('2025-01', -1)).toBe('2024-12');
    expect(shiftMonth('2025-03', -14)).toBe('2024-01');
  });

  it('labels months and days', () => {
    expect(monthLabel('2025-06')).toBe('June 2025');
    expect(longDateLabel('2025-06-09')).toBe('Monday, June 9, 2025');
  });

  it('reads only real months from a URL', () => {
    expect(parseMonth('2025-06')).toBe('2025-06');
    expect(parseMonth('2025-13')).toBeNull();
    expect(parseMonth('June')).toBeNull();
    expect(parseMonth(null)).toBeNull();
  });

  it('takes today from the local clock', () => {
    expect(todayIso(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });
});
