// The countdown shown on event cards and the event page.

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export type SessionState = { kind: 'upcoming'; remaining: CountdownParts } | { kind: 'live' } | { kind: 'ended' };

/** Whole days, hours, minutes and seconds from `now` to `target` (all 0 once it has passed). */
export function countdownParts(target: Date, now: Date): CountdownParts {
  const totalSeconds = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** Upcoming with the time left, live between its start and end, then ended. */
export function sessionState(session: { start: Date; end: Date }, now: Date): SessionState {
  if (now.getTime() >= session.end.getTime()) return { kind: 'ended' };
  if (now.getTime() >= session.start.getTime()) return { kind: 'live' };
  return { kind: 'upcoming', remaining: countdownParts(session.start, now) };
}

/** 'Starts in 2 days, 3 hours and 5 minutes' (the countdown's accessible name). */
export function describeCountdown({ days, hours, minutes }: CountdownParts): string {
  const units = [
    [days, 'day'],
    [hours, 'hour'],
    [minutes, 'minute'],
  ] as const;
  const words = units.filter(([value]) => value > 0).map(([value, unit]) => `${value} ${unit}${value === 1 ? '' : 's'}`);
  if (words.length === 0) return 'Starts in less than a minute';
  const last = words.pop();
  return `Starts in ${words.length > 0 ? `${words.join(', ')} and ${last}` : last}`;
}
