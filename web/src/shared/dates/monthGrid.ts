// Date arithmetic on 'YYYY-MM-DD' strings in UTC, so a time zone never shifts a day: the calendar's month view,
// the Growth page's month in its URL, and month names for any screen.

export type IsoDate = string;
/** 'YYYY-MM'. */
export type Month = string;

export interface GridDay {
  date: IsoDate;
  /** Day of the month, 1–31. */
  day: number;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
}

const DAY_MS = 86_400_000;
/** Six weeks always fit a month, and a fixed height keeps the grid from jumping. */
export const GRID_DAYS = 42;
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Month names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const pad = (value: number) => String(value).padStart(2, '0');
const isoOfUtc = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

function monthParts(month: Month): [number, number] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return [year, monthNumber - 1];
}

/** The user's own calendar day (local time), as the grid highlights it. */
export function todayIso(now: Date = new Date()): IsoDate {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function monthOf(date: IsoDate): Month {
  return date.slice(0, 7);
}

/** A 'YYYY-MM' from a URL, or null when it is anything else. */
export function parseMonth(text: string | null | undefined): Month | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text ?? '');
  return match ? `${match[1]}-${match[2]}` : null;
}

export function shiftMonth(month: Month, delta: number): Month {
  const [year, index] = monthParts(month);
  const shifted = new Date(Date.UTC(year, index + delta, 1));
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}`;
}

/** "June 2025". */
export function monthLabel(month: Month): string {
  const [year, index] = monthParts(month);
  return `${MONTH_NAMES[index]} ${year}`;
}

/** "Monday, June 9, 2025". */
export function longDateLabel(date: IsoDate): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  const value = new Date(ms);
  return `${WEEKDAY_NAMES[value.getUTCDay()]}, ${MONTH_NAMES[value.getUTCMonth()]} ${value.getUTCDate()}, ${value.getUTCFullYear()}`;
}

/** The 42 days the month view shows: from the Sunday on or before the 1st. */
export function monthGridDays(month: Month): GridDay[] {
  const [year, index] = monthParts(month);
  const first = Date.UTC(year, index, 1);
  const start = first - new Date(first).getUTCDay() * DAY_MS;
  return Array.from({ length: GRID_DAYS }, (_, n) => {
    const ms = start + n * DAY_MS;
    const date = new Date(ms);
    return { date: isoOfUtc(ms), day: date.getUTCDate(), inMonth: date.getUTCMonth() === index };
  });
}

/** The days to load events for: the whole grid, neighbouring days included. */
export function monthGridRange(month: Month): { from: IsoDate; to: IsoDate } {
  const days = monthGridDays(month);
  return { from: days[0]!.date, to: days[days.length - 1]!.date };
}
