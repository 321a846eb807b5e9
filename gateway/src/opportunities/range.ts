import { badUserInput } from '../platform/errors/errors.ts';

/** Spec §9: the dashboard opens on 2024-01-01 to 2024-01-14. */
export const DEFAULT_DASHBOARD_RANGE = { start: '2024-01-01', end: '2024-01-14' } as const;
/** A year (leap years included) per request keeps a CRM read to a handful of pages. */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;

export interface DateRangeInput {
  start: string;
  end: string;
}

export interface ResolvedRange {
  start: string;
  end: string;
  /** First millisecond of `start` (UTC). */
  startMs: number;
  /** Last millisecond of `end` (UTC): the end day counts in full. */
  endMs: number;
}

function dayStart(text: string, field: 'start' | 'end'): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  // Date.UTC rolls 2024-02-30 over to March: a real date must print back as itself.
  if (!match || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text) {
    const message = 'Dates must be real calendar days written YYYY-MM-DD';
    throw badUserInput(message, { [field]: message });
  }
  return ms;
}

/** Validates the dashboard's date range (calendar days in UTC, both inclusive). */
export function resolveRange(input: DateRangeInput | null | undefined): ResolvedRange {
  const { start, end } = input ?? DEFAULT_DASHBOARD_RANGE;
  const startMs = dayStart(start, 'start');
  const endDayMs = dayStart(end, 'end');
  if (endDayMs < startMs)
    throw badUserInput('The end date must not be before the start date', { end: 'The end date must not be before the start date' });
  if ((endDayMs - startMs) / DAY_MS + 1 > MAX_RANGE_DAYS) {
    const message = `The date range may span at most ${MAX_RANGE_DAYS} days`;
    throw badUserInput(message, { end: message });
  }
  return { start, end, startMs, endMs: endDayMs + DAY_MS - 1 };
}
