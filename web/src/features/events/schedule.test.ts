import { describe, expect, it } from 'vitest';
import { nextSession, zonedTime, zoneOffsetMinutes } from './schedule';

const TUESDAY_10_PT = { weekday: 2, start: '10:00', end: '11:00', timeZone: 'America/Los_Angeles' };

describe('weekly schedule', () => {
  it('knows the zone offset in summer and in winter', () => {
    expect(zoneOffsetMinutes(new Date('2025-07-01T12:00:00Z'), 'America/Los_Angeles')).toBe(-420);
    expect(zoneOffsetMinutes(new Date('2025-01-15T12:00:00Z'), 'America/Los_Angeles')).toBe(-480);
    expect(zoneOffsetMinutes(new Date('2025-01-15T12:00:00Z'), 'America/New_York')).toBe(-300);
  });

  it('turns a wall-clock time in a zone into an instant', () => {
    expect(zonedTime(2025, 6, 1, '10:00', 'America/Los_Angeles').toISOString()).toBe('2025-07-01T17:00:00.000Z');
    expect(zonedTime(2025, 0, 14, '10:00', 'America/Los_Angeles').toISOString()).toBe('2025-01-14T18:00:00.000Z');
  });

  it('finds the next session later the same week', () => {
    // Sunday 29 June 2025, noon UTC → Tuesday 1 July, 10:00 PDT.
    const session = nextSession(TUESDAY_10_PT, new Date('2025-06-29T12:00:00Z'));
    expect(session.start.toISOString()).toBe('2025-07-01T17:00:00.000Z');
    expect(session.end.toISOString()).toBe('2025-07-01T18:00:00.000Z');
  });

  it('keeps the session in progress, then moves to next week once it has ended', () => {
    expect(nextSession(TUESDAY_10_PT, new Date('2025-07-01T17:30:00Z')).start.toISOString()).toBe('2025-07-01T17:00:00.000Z');
    expect(nextSession(TUESDAY_10_PT, new Date('2025-07-01T18:00:00Z')).start.toISOString()).toBe('2025-07-08T17:00:00.000Z');
  });

  it("uses the zone's date, not UTC's", () => {
    // 03:00 UTC on Wednesday 2 July is still Tuesday evening in Los Angeles: next Tuesday's session.
    expect(nextSession(TUESDAY_10_PT, new Date('2025-07-02T03:00:00Z')).start.toISOString()).toBe('2025-07-08T17:00:00.000Z');
    const mondayEveningPt = new Date('2025-07-01T03:00:00Z');
    expect(nextSession(TUESDAY_10_PT, mondayEveningPt).start.toISOString()).toBe('2025-07-01T17:00:00.000Z');
  });
});
