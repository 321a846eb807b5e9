import { describe, expect, it } from 'vitest';
import { resolveRange } from './range.ts';

describe('resolveRange', () => {
  it('defaults to 2024-01-01 – 2024-01-14 with the end day counted in full', () => {
    expect(resolveRange(undefined)).toEqual({
      start: '2024-01-01',
      end: '2024-01-14',
      startMs: Date.UTC(2024, 0, 1),
      endMs: Date.UTC(2024, 0, 14, 23, 59, 59, 999),
    });
  });

  it('accepts the whole of leap year 2024 and a single day', () => {
    expect(resolveRange({ start: '2024-01-01', end: '2024-12-31' }).endMs).toBe(Date.UTC(2024, 11, 31, 23, 59, 59, 999));
    expect(resolveRange({ start: '2024-02-29', end: '2024-02-29' }).start).toBe('2024-02-29');
  });

  it('refuses malformed or impossible dates, reversed ranges and ranges over 366 days', () => {
    const codeOf = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return [(error as { extensions: { code: string } }).extensions.code, (error as Error).message];
      }
      return null;
    };
    expect(codeOf(() => resolveRange({ start: '2024-1-1', end: '2024-01-14' }))).toEqual([
      'BAD_USER_INPUT',
      'Dates must be real calendar days written YYYY-MM-DD',
    ]);
    expect(codeOf(() => resolveRange({ start: '2023-02-29', end: '2023-03-01' }))?.[0]).toBe('BAD_USER_INPUT');
    expect(codeOf(() => resolveRange({ start: '2024-01-14', end: '2024-01-01' }))?.[1]).toBe(
      'The end date must not be before the start date',
    );
    expect(codeOf(() => resolveRange({ start: '2024-01-01', end: '2025-01-01' }))?.[1]).toBe('The date range may span at most 366 days');
  });
});
