import { z } from 'zod';
import { isPlainText, PLAIN_TEXT_MESSAGE } from './plainText.ts';

/**
 * Marketplace events and training videos (spec §2 "Marketplace Events", "Training Videos"): the
 * admin form's rules and messages, the time zones an event may be held in, and the wall-clock → instant
 * conversion the API stores and the web counts down to. The API's schema and the web form read them here.
 */

/** The zones an event can be announced in (US portal): IANA names, shown with their short names. */
export const EVENT_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'UTC',
] as const;
export type EventTimeZone = (typeof EVENT_TIME_ZONES)[number];

/** The two sections of the Training Videos page, in page order. */
export const TRAINING_VIDEO_SECTIONS = [
  { value: 'vendors', title: 'Vendors Training Videos' },
  { value: 'lenders', title: 'Lenders Training Videos' },
] as const;
export type TrainingVideoSection = (typeof TRAINING_VIDEO_SECTIONS)[number]['value'];

export const EVENT_MESSAGES = {
  sessionLabel: 'Please enter session label',
  title: 'Please enter event title',
  date: 'Please select date',
  startTime: 'Please select start time',
  endTime: 'Please select end time',
  endAfterStart: 'End time must be after start time',
  timeZone: 'Please select timezone',
  host: 'Please enter host',
  company: 'Please enter company',
  trainingType: 'Please enter training type',
  description: 'Please enter description',
  joinUrl: 'Please enter a valid link (https://…)',
} as const;

export const VIDEO_MESSAGES = {
  section: 'Please select a section',
  title: 'Please enter video title',
  videoUrl: 'Please enter a valid video link (https://…)',
  company: 'Please enter company',
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar day written YYYY-MM-DD (rejects 2031-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An absolute http(s) link. */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`).refine(isPlainText, PLAIN_TEXT_MESSAGE);

const optionalLink = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : (value ?? null)),
    z.string({ error: message }).trim().max(500, message).refine(isWebLink, message).nullable(),
  );

/** The admin's event form (create and edit). Times are the event's wall clock in `timeZone`. */
export const marketplaceEventSchema = z
  .object({
    sessionLabel: text(EVENT_MESSAGES.sessionLabel, 40),
    title: text(EVENT_MESSAGES.title, 200),
    date: z.string({ error: EVENT_MESSAGES.date }).trim().refine(isCalendarDate, EVENT_MESSAGES.date),
    startTime: z.string({ error: EVENT_MESSAGES.startTime }).trim().regex(TIME, EVENT_MESSAGES.startTime),
    endTime: z.string({ error: EVENT_MESSAGES.endTime }).trim().regex(TIME, EVENT_MESSAGES.endTime),
    timeZone: z.enum(EVENT_TIME_ZONES, { error: EVENT_MESSAGES.timeZone }),
    host: text(EVENT_MESSAGES.host, 100),
    company: text(EVENT_MESSAGES.company, 100),
    trainingType: text(EVENT_MESSAGES.trainingType, 60),
    description: text(EVENT_MESSAGES.description, 2000),
    joinUrl: optionalLink(EVENT_MESSAGES.joinUrl),
  })
  .refine((event) => event.endTime > event.startTime, { message: EVENT_MESSAGES.endAfterStart, path: ['endTime'] });
export type MarketplaceEventInput = z.output<typeof marketplaceEventSchema>;

/** The admin's "Add video" form. */
export const trainingVideoSchema = z.object({
  section: z.enum(['vendors', 'lenders'], { error: VIDEO_MESSAGES.section }),
  title: text(VIDEO_MESSAGES.title, 200),
  videoUrl: z
    .string({ error: VIDEO_MESSAGES.videoUrl })
    .trim()
    .max(500, VIDEO_MESSAGES.videoUrl)
    .refine(isWebLink, VIDEO_MESSAGES.videoUrl),
  company: text(VIDEO_MESSAGES.company, 100),
  description: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : (value ?? null)),
    z.string().trim().max(1000, 'Must be at most 1000 characters').refine(isPlainText, PLAIN_TEXT_MESSAGE).nullable(),
  ),
});
export type TrainingVideoInput = z.output<typeof trainingVideoSchema>;

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

/** The instant at which the zone's wall clock shows `date` (YYYY-MM-DD) at `time` (HH:mm). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wallClock = Date.UTC(year, month - 1, day, hours, minutes);
  // Twice: the first guess can sit on the other side of a daylight-saving change.
  let instant = wallClock - zoneOffsetMinutes(new Date(wallClock), timeZone) * MINUTE_MS;
  instant = wallClock - zoneOffsetMinutes(new Date(instant), timeZone) * MINUTE_MS;
  return new Date(instant);
}
