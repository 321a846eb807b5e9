import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsFile, icsFileName } from './icsFile';

const event = {
  uid: 'marketplace-event-7@lendhub',
  title: 'DSCR Loans, Investors; Q&A',
  description: 'Line one\nLine two',
  date: '2031-07-09',
  startTime: '11:00',
  endTime: '12:30',
  timeZone: 'America/Chicago',
  startsAt: '2031-07-09T16:00:00.000Z',
  endsAt: '2031-07-09T17:30:00.000Z',
  location: null,
  url: 'https://zoom.us/j/1',
  organizer: 'Marcus Lee',
};

describe('icsFile', () => {
  const text = icsFile(event, new Date('2031-07-01T08:00:00Z'));
  const lines = text.split('\r\n');

  it("writes one VEVENT in the event's own time zone, with a VTIMEZONE for that day", () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('DTSTART;TZID=America/Chicago:20310709T110000');
    expect(lines).toContain('DTEND;TZID=America/Chicago:20310709T123000');
    expect(lines).toContain('TZID:America/Chicago');
    // July in Chicago is daylight time, five hours behind UTC.
    expect(lines).toContain('BEGIN:DAYLIGHT');
    expect(lines).toContain('TZOFFSETTO:-0500');
    expect(lines).toContain('DTSTAMP:20310701T080000Z');
    expect(lines).toContain('UID:marketplace-event-7@lendhub');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('uses STANDARD in winter and escapes text', () => {
    const winter = icsFile({
      ...event,
      date: '2031-01-09',
      startsAt: '2031-01-09T17:00:00.000Z',
      endsAt: '2031-01-09T18:30:00.000Z',
    }).split('\r\n');
    expect(winter).toContain('BEGIN:STANDARD');
    expect(winter).toContain('TZOFFSETTO:-0600');
    expect(lines).toContain('SUMMARY:DSCR Loans\\, Investors\\; Q&A');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
    expect(escapeText('a\\b')).toBe('a\\\\b');
  });

  it('folds long lines at 75 octets', () => {
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(200)}`);
    const parts = folded.split('\r\n');
    expect(parts[0]).toHaveLength(75);
    expect(parts.slice(1).every((part) => part.startsWith(' ') && part.length <= 75)).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(`DESCRIPTION:${'x'.repeat(200)}`);
  });

  it('names the file after the event', () => {
    expect(icsFileName('Non-QM Masterclass: Bank Statements!')).toBe('non-qm-masterclass-bank-statements.ics');
  });
});
