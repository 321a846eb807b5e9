// How a session's date and time read on cards and the event page — in the event's own time zone.
import type { Session } from './schedule';

export interface SessionLabels {
  date: string;
  day: string;
  timeRange: string;
  timeZone: string;
}

export function sessionLabels(session: Session, timeZone: string): SessionLabels {
  const format = (options: Intl.DateTimeFormatOptions, at: Date = session.start) => new Intl.DateTimeFormat('en-US', { timeZone, ...options }).format(at);
  const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
  const zoneName = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(session.start).find((part) => part.type === 'timeZoneName');
  return {
    date: format({ month: 'short', day: 'numeric', year: 'numeric' }),
    day: format({ weekday: 'long' }),
    timeRange: `${format(time)} - ${format(time, session.end)}`,
    timeZone: zoneName?.value ?? timeZone,
  };
}
