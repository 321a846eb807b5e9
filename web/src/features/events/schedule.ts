// When a weekly session next takes place, in its own time zone (sample events repeat every week, so
// the pages always show an upcoming date and a running countdown).

export interface WeeklySchedule {
  /** 0 = Sunday … 6 = Saturday, in the event's time zone. */
  weekday: number;
  /** 'HH:mm', 24-hour, in the event's time zone. */
  start: string;
  end: string;
  /** IANA zone, e.g. 'America/Los_Angeles'. */
  timeZone: string;
}

export interface Session {
  start: Date;
  end: Date;
}

const MINUTE_MS = 60_000;

/** Minutes the zone is ahead of UTC at `instant` (negative west of Greenwich). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallClockAsUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wallClockAsUtc - Math.floor(instant.getTime() / 1000) * 1000) / MINUTE_MS);
}

/** The instant at which the zone's wall clock shows that date and time. */
export function zonedTime(year: number, monthIndex: number, day: number, time: string, timeZone: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wallClock = Date.UTC(year, monthIndex, day, hours, minutes);
  // Twice: the first guess can sit on the other side of a daylight-saving change.
  let instant = wallClock - zoneOffsetMinutes(new Date(wallClock), timeZone) * MINUTE_MS;
  instant = wallClock - zoneOffsetMinutes(new Date(instant), timeZone) * MINUTE_MS;
  return new Date(instant);
}

/** The session in progress at `now`, or else the next one. */
export function nextSession(schedule: WeeklySchedule, now: Date): Session {
  const today = new Intl.DateTimeFormat('en-US', { timeZone: schedule.timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(today.find((p) => p.type === type)?.value);
  const [year, monthIndex, day] = [part('year'), part('month') - 1, part('day')];
  for (let offset = 0; offset <= 7; offset += 1) {
    const date = new Date(Date.UTC(year, monthIndex, day + offset));
    if (date.getUTCDay() !== schedule.weekday) continue;
    const start = zonedTime(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), schedule.start, schedule.timeZone);
    const end = zonedTime(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), schedule.end, schedule.timeZone);
    if (end.getTime() > now.getTime()) return { start, end };
  }
  throw new Error('A weekly schedule always has a session within 8 days');
}
