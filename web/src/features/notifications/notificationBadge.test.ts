import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './notificationBadge';

describe('formatBadgeCount (spec §9: overflow 99)', () => {
  it('shows counts up to 99 as they are', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(19)).toBe('19');
    expect(formatBadgeCount(99)).toBe('99');
  });
  it("shows '99+' above 99", () => {
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12345)).toBe('99+');
  });
  it('shows nothing for zero, negative or invalid counts', () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(-3)).toBeNull();
    expect(formatBadgeCount(Number.NaN)).toBeNull();
  });
});
