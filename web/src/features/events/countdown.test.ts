import { describe, expect, it } from 'vitest';
import { countdownParts, describeCountdown, sessionState } from './countdown';

const at = (iso: string) => new Date(iso);

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownParts(at('2025-06-12T10:00:00Z'), at('2025-06-10T06:58:30Z'))).toEqual({ days: 2, hours: 3, minutes: 1, seconds: 30 });
  });

  it('stops at zero once the moment has passed', () => {
    expect(countdownParts(at('2025-06-10T10:00:00Z'), at('2025-06-10T10:00:05Z'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('ticks down one second at a time', () => {
    const target = at('2025-06-10T10:00:00Z');
    expect(countdownParts(target, at('2025-06-10T09:59:00Z')).seconds).toBe(0);
    expect(countdownParts(target, at('2025-06-10T09:59:01Z'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
  });

  it('is live between the start and the end of a session', () => {
    const session = { start: at('2025-06-10T10:00:00Z'), end: at('2025-06-10T11:00:00Z') };
    expect(sessionState(session, at('2025-06-10T10:30:00Z'))).toEqual({ kind: 'live' });
    expect(sessionState(session, at('2025-06-10T09:00:00Z'))).toEqual({
      kind: 'upcoming',
      remaining: { days: 0, hours: 1, minutes: 0, seconds: 0 },
    });
    expect(sessionState(session, at('2025-06-10T11:00:00Z'))).toEqual({ kind: 'ended' });
  });

  it('says the time left in words', () => {
    expect(describeCountdown({ days: 2, hours: 1, minutes: 5, seconds: 9 })).toBe('Starts in 2 days, 1 hour and 5 minutes');
    expect(describeCountdown({ days: 0, hours: 0, minutes: 1, seconds: 0 })).toBe('Starts in 1 minute');
    expect(describeCountdown({ days: 0, hours: 0, minutes: 0, seconds: 40 })).toBe('Starts in less than a minute');
  });
});
