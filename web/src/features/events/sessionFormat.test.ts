import { describe, expect, it } from 'vitest';
import { sessionLabels } from './sessionFormat';

describe('session labels', () => {
  it("reads in the event's time zone", () => {
    const session = { start: new Date('2025-07-01T17:00:00Z'), end: new Date('2025-07-01T18:30:00Z') };
    expect(sessionLabels(session, 'America/Los_Angeles')).toEqual({
      date: 'Jul 1, 2025',
      day: 'Tuesday',
      timeRange: '10:00 AM - 11:30 AM',
      timeZone: 'PDT',
    });
    expect(sessionLabels(session, 'America/New_York').timeRange).toBe('1:00 PM - 2:30 PM');
  });
});
