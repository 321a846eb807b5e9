import { describe, expect, it } from 'vitest';
import { formatNotificationTime } from './notificationTime';

const NOW = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('formatNotificationTime', () => {
  it('says how long ago, in minutes, hours and days', () => {
    expect(formatNotificationTime(ago(20_000), NOW)).toBe('Just now');
    expect(formatNotificationTime(ago(5 * 60_000), NOW)).toBe('5 min ago');
    expect(formatNotificationTime(ago(60 * 60_000), NOW)).toBe('1 hour ago');
    expect(formatNotificationTime(ago(3 * 3_600_000), NOW)).toBe('3 hours ago');
    expect(formatNotificationTime(ago(30 * 3_600_000), NOW)).toBe('Yesterday');
    expect(formatNotificationTime(ago(4 * 86_400_000), NOW)).toBe('4 days ago');
  });
  it('gives the date after a week', () => {
    expect(formatNotificationTime('2026-11-02T12:00:00Z', NOW)).toBe('Nov 2, 2026');
  });
  it('says nothing for an unreadable time', () => {
    expect(formatNotificationTime('not a date', NOW)).toBe('');
  });
});
