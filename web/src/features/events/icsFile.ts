// An .ics file (RFC 5545) for one marketplace event, for Outlook, Google Calendar or Apple Calendar.
// DTSTART/DTEND carry the event's own time zone (TZID) with a VTIMEZONE that gives the offset in force
// on that day, so the event lands at the same instant whatever the reader's zone.
import { zoneOffsetMinutes } from '@lendhub/domain/events';
import type { MarketplaceEventDto } from '@lendhub/domain/rest/marketplace';

/** One marketplace event: its title, description, wall clock (date, times, zone) and instants as the API gives them. */
export type IcsEvent = Pick<
  MarketplaceEventDto,
  'title' | 'description' | 'date' | 'startTime' | 'endTime' | 'timeZone' | 'startsAt' | 'endsAt'
> & {
  /** Stable across downloads, so a calendar updates the event instead of duplicating it. */
  uid: string;
  location: string | null;
  url: string | null;
  organizer: string;
};

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and a space. */
export function foldLine(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    if (size + charSize > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replace(/-/g, '');
const compactTime = (time: string) => `${time.replace(':', '')}00`;
const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** The VTIMEZONE block for the zone as it is on the event's day (one observance covers one event). */
function timeZoneBlock(event: IcsEvent): string[] {
  const offset = zoneOffsetMinutes(new Date(event.startsAt), event.timeZone);
  const january = zoneOffsetMinutes(new Date(`${event.date.slice(0, 4)}-01-15T12:00:00Z`), event.timeZone);
  const kind = offset === january ? 'STANDARD' : 'DAYLIGHT';
  const name = new Intl.DateTimeFormat('en-US', { timeZone: event.timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(event.startsAt))
    .find((part) => part.type === 'timeZoneName')?.value;
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${event.timeZone}`,
    `BEGIN:${kind}`,
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offsetText(offset)}`,
    `TZOFFSETTO:${offsetText(offset)}`,
    ...(name ? [`TZNAME:${escapeText(name)}`] : []),
    `END:${kind}`,
    'END:VTIMEZONE',
  ];
}

/** The whole calendar file, CRLF line ends as RFC 5545 requires. */
export function icsFile(event: IcsEvent, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//LendHub//Marketplace Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...timeZoneBlock(event),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now.toISOString())}`,
    `DTSTART;TZID=${event.timeZone}:${compactDate(event.date)}T${compactTime(event.startTime)}`,
    `DTEND;TZID=${event.timeZone}:${compactDate(event.date)}T${compactTime(event.endTime)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${escapeText(event.organizer).replace(/"/g, '')}:mailto:events@lendhub.local`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** 'reverse-mortgages-101.ics' */
export function icsFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'event'}.ics`;
}
