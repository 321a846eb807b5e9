import { sql, type Kysely } from 'kysely';
import { ok, refuse, type Refusal, type Result } from '../db/result.ts';
import type { Database } from '../db/types.ts';
import { inOrderOf } from '../db/values.ts';
import type { CalendarEventDto, CalendarEventInput } from '@lendhub/domain/rest/calendar';

function selectEvents(db: Kysely<Database>) {
  return db.selectFrom('calendar_events').select([
    'id',
    'user_id',
    'title',
    // A date column would come back as a local-time Date; text keeps the day exact.
    sql<string>`to_char(event_date, 'YYYY-MM-DD')`.as('date'),
    'start_time',
    'end_time',
    'type',
    'category',
    'priority',
    'location',
    'attendees',
    'description',
    'created_at',
    'updated_at',
  ]);
}

type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['executeTakeFirstOrThrow']>>;

function toDto(row: EventRow): CalendarEventDto {
  const attendees = typeof row.attendees === 'string' ? (JSON.parse(row.attendees) as string[]) : row.attendees;
  return {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    type: row.type,
    category: row.category,
    priority: row.priority,
    location: row.location,
    attendees: Array.isArray(attendees) ? attendees : [],
    description: row.description,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

function columnsOf(input: CalendarEventInput) {
  return {
    title: input.title,
    event_date: input.date,
    start_time: input.startTime,
    end_time: input.endTime,
    type: input.type,
    category: input.category,
    priority: input.priority,
    location: input.location ?? null,
    attendees: JSON.stringify(input.attendees),
    description: input.description ?? null,
  };
}

/** The user's events on days from..to (both included), by day then start time. */
export async function listEvents(db: Kysely<Database>, userId: number, from: string, to: string): Promise<CalendarEventDto[]> {
  const rows = await selectEvents(db)
    .where('user_id', '=', userId)
    .where('event_date', '>=', from as never)
    .where('event_date', '<=', to as never)
    .orderBy('event_date')
    .orderBy('start_time')
    .orderBy('id')
    .execute();
  return rows.map(toDto);
}

/** The user's own events among `ids`, in the order asked. */
export async function findEvents(db: Kysely<Database>, userId: number, ids: number[]): Promise<CalendarEventDto[]> {
  if (ids.length === 0) return [];
  const rows = await selectEvents(db).where('user_id', '=', userId).where('id', 'in', ids).execute();
  return inOrderOf(ids, rows.map(toDto), (event) => event.id);
}

async function findEvent(db: Kysely<Database>, userId: number, id: number): Promise<CalendarEventDto> {
  const [event] = await findEvents(db, userId, [id]);
  if (!event) throw new Error(`calendar event ${id} vanished after a write`);
  return event;
}

export type EventNotFound = Refusal<'not-found'>;

export async function createEvent(db: Kysely<Database>, userId: number, input: CalendarEventInput): Promise<CalendarEventDto> {
  const { id } = await db
    .insertInto('calendar_events')
    .values({ user_id: userId, ...columnsOf(input) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return findEvent(db, userId, id);
}

/** Replaces one of the user's events; someone else's is "not found". */
export async function updateEvent(
  db: Kysely<Database>,
  userId: number,
  id: number,
  input: CalendarEventInput,
): Promise<Result<CalendarEventDto, EventNotFound>> {
  const updated = await db
    .updateTable('calendar_events')
    .set({ ...columnsOf(input), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return updated ? ok(await findEvent(db, userId, id)) : refuse('not-found');
}

export async function deleteEvent(db: Kysely<Database>, userId: number, id: number): Promise<Result<void, EventNotFound>> {
  const deleted = await db
    .deleteFrom('calendar_events')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return deleted ? ok(undefined) : refuse('not-found');
}
