// How a session's date and time read on cards and the event page — in the event's own time zone.

export interface Session {
  start: Date;
  end: Date;
}

export interface SessionLabels {
  date: string;
  day: string;
  timeRange: string;
  timeZone: string;
}

export function sessionLabels(session: Session, timeZone: string): SessionLabels {
  const format = (options: Intl.DateTimeFormatOptions, at: Date = session.start) =>
    new Intl.DateTimeFormat('en-US', { timeZone, ...options }).format(at);
  const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
  const zoneName = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(session.start)
    .find((part) => part.type === 'timeZoneName');
  return {
    date: format({ month: 'short', day: 'numeric', year: 'numeric' }),
    day: format({ weekday: 'long' }),
    timeRange: `${format(time)} - ${format(time, session.end)}`,
    timeZone: zoneName?.value ?? timeZone,
  };
}

/** The session of an event as the API gives it (ISO instants). */
export function sessionOf(event: { startsAt: string; endsAt: string }): Session {
  return { start: new Date(event.startsAt), end: new Date(event.endsAt) };
}
