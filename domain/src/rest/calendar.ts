import { z } from 'zod';
import { isPlainText, PLAIN_TEXT_MESSAGE } from '../plainText.ts';
import { idsQuery } from './ids.ts';
import { restRoute } from './route.ts';

export const EVENT_TYPES = ['meeting', 'appointment', 'task', 'reminder'] as const;
export const EVENT_CATEGORIES = ['Personal', 'Work', 'Family', 'Health'] as const;
export const EVENT_PRIORITIES = ['high', 'medium', 'low'] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar day written YYYY-MM-DD (rejects 2025-02-30). */
export function isIsoDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const requiredChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.enum(values, { error: message }));

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max, `Must be at most ${max} characters`).nullable().optional(),
  );

/** Free text shown as text: markup refused (@lendhub/domain/plainText). */
const optionalPlainText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max, `Must be at most ${max} characters`).refine(isPlainText, PLAIN_TEXT_MESSAGE).nullable().optional(),
  );

/** Appointment rules and messages of spec §5 "Appointment"; `type` is the form's "category" select. */
export const calendarEventBody = z
  .object({
    title: z
      .string({ error: 'Please enter appointment title' })
      .trim()
      .min(1, 'Please enter appointment title')
      .max(200, 'Title must be at most 200 characters')
      .refine(isPlainText, PLAIN_TEXT_MESSAGE),
    type: requiredChoice(EVENT_TYPES, 'Please select category'),
    /** The calendar (Personal, Work, Family, Health) whose checkbox filters the event. */
    category: requiredChoice(EVENT_CATEGORIES, 'Please select a calendar').default('Personal'),
    date: z.string({ error: 'Please select date' }).trim().min(1, 'Please select date').refine(isIsoDate, 'Please select date'),
    priority: requiredChoice(EVENT_PRIORITIES, 'Please select priority'),
    startTime: z.string({ error: 'Please select start time' }).trim().regex(TIME, 'Please select start time'),
    endTime: z.string({ error: 'Please select end time' }).trim().regex(TIME, 'Please select end time'),
    location: optionalText(200),
    description: optionalPlainText(2000),
    attendees: z
      .preprocess(
        (value) => (typeof value === 'string' ? value.split(',') : (value ?? [])),
        z
          .array(z.string().trim().max(200, 'Each attendee must be at most 200 characters'), { error: 'Attendees must be a list' })
          .max(50, 'At most 50 attendees'),
      )
      .transform((names) => names.filter(Boolean)),
  })
  .refine((event) => event.endTime > event.startTime, { message: 'End time must be after start time', path: ['endTime'] });

export type CalendarEventInput = z.output<typeof calendarEventBody>;
/** What a client sends (the schema's input: blanks and comma-joined attendees accepted). */
export type CalendarEventBody = z.input<typeof calendarEventBody>;

/** The month view asks for a range of days, both ends included, at most about a year. */
export const eventsRangeQuery = z
  .object({
    from: z.string({ error: 'from is required (YYYY-MM-DD)' }).refine(isIsoDate, 'from must be a date (YYYY-MM-DD)'),
    to: z.string({ error: 'to is required (YYYY-MM-DD)' }).refine(isIsoDate, 'to must be a date (YYYY-MM-DD)'),
  })
  .refine((range) => range.from <= range.to, { message: 'from must not be after to', path: ['to'] })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 400 * 86_400_000, {
    message: 'The range may span at most 400 days',
    path: ['to'],
  });

/** A calendar event as the API returns it (spec §3 "Calendar event" plus its category). */
export interface CalendarEventDto {
  id: number;
  userId: number;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  startTime: string;
  endTime: string;
  type: (typeof EVENT_TYPES)[number];
  category: (typeof EVENT_CATEGORIES)[number];
  priority: (typeof EVENT_PRIORITIES)[number];
  location: string | null;
  attendees: string[];
  description: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/Calendar/Categories (spec §3 "Category: id, name, checked, color"). */
export interface CalendarCategoryDto {
  id: number;
  name: (typeof EVENT_CATEGORIES)[number];
  checked: boolean;
  color: string;
}

const NOT_FOUND = 'Event not found';

/**
 * Each user's own calendar (beyond the spec: the growth calendar's events are kept). Every route
 * is scoped to the caller; someone else's event is "not found".
 */
export const calendarRoutes = {
  categories: restRoute<CalendarCategoryDto[]>()({ method: 'GET', path: '/api/Calendar/Categories' }),
  events: restRoute<CalendarEventDto[]>()({ method: 'GET', path: '/api/Calendar/GetEvents', query: eventsRangeQuery }),
  eventsByIds: restRoute<CalendarEventDto[]>()({ method: 'GET', path: '/api/Calendar/GetEventsByIds', query: idsQuery }),
  create: restRoute<CalendarEventDto>()({
    method: 'POST',
    path: '/api/Calendar/CreateEvent',
    body: calendarEventBody,
    messages: { ok: 'Event created successfully' },
  }),
  update: restRoute<CalendarEventDto>()({
    method: 'PUT',
    path: '/api/Calendar/UpdateEvent/:id',
    body: calendarEventBody,
    messages: { ok: 'Event updated successfully', notFound: NOT_FOUND },
  }),
  delete: restRoute<{ id: number }>()({
    method: 'DELETE',
    path: '/api/Calendar/DeleteEvent/:id',
    messages: { ok: 'Event deleted successfully', notFound: NOT_FOUND },
  }),
};
