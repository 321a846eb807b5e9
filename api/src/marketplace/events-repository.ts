import { zonedInstant, type MarketplaceEventInput } from '@lendhub/domain/events';
import type { EventWhen, MarketplaceEventDto } from '@lendhub/domain/rest/marketplace';
import { sql, type Kysely, type Transaction } from 'kysely';
import { ok, refuse, type Refusal, type Result } from '../db/result.ts';
import type { Database } from '../db/types.ts';
import { inOrderOf } from '../db/values.ts';
import type { Viewer } from '../auth/viewer.ts';

function selectEvents(db: Kysely<Database>, viewer: Viewer) {
  return db.selectFrom('marketplace_events as e').select((eb) => [
    'e.id',
    'e.session_label',
    'e.title',
    sql<string>`to_char(e.event_date, 'YYYY-MM-DD')`.as('date'),
    'e.start_time',
    'e.end_time',
    'e.time_zone',
    'e.starts_at',
    'e.ends_at',
    'e.host',
    'e.company',
    'e.training_type',
    'e.description',
    'e.join_url',
    'e.created_at',
    'e.updated_at',
    eb
      .selectFrom('marketplace_event_registrations as r')
      .whereRef('r.event_id', '=', 'e.id')
      .select((c) => c.fn.countAll<string>().as('n'))
      .as('attendee_count'),
    eb
      .exists(
        eb
          .selectFrom('marketplace_event_registrations as r')
          .whereRef('r.event_id', '=', 'e.id')
          .where('r.user_id', '=', viewer.userId)
          .select('r.user_id'),
      )
      .as('registered'),
  ]);
}

type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['executeTakeFirstOrThrow']>>;

function toDto(row: EventRow, viewer: Viewer): MarketplaceEventDto {
  const registered = row.registered === true || (row.registered as unknown) === 't';
  return {
    id: row.id,
    sessionLabel: row.session_label,
    title: row.title,
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    timeZone: row.time_zone,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    host: row.host,
    company: row.company,
    trainingType: row.training_type,
    description: row.description,
    joinUrl: registered || viewer.isAdmin ? row.join_url : null,
    attendeeCount: Number(row.attendee_count ?? 0),
    registered,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

function columnsOf(input: MarketplaceEventInput) {
  return {
    session_label: input.sessionLabel,
    title: input.title,
    event_date: input.date,
    start_time: input.startTime,
    end_time: input.endTime,
    time_zone: input.timeZone,
    starts_at: zonedInstant(input.date, input.startTime, input.timeZone).toISOString(),
    ends_at: zonedInstant(input.date, input.endTime, input.timeZone).toISOString(),
    host: input.host,
    company: input.company,
    training_type: input.trainingType,
    description: input.description,
    join_url: input.joinUrl,
  };
}

/**
 * Upcoming events (not yet over) soonest first, or past ones most recent first: the grid's two parts.
 */
export async function listEvents(db: Kysely<Database>, viewer: Viewer, when: EventWhen, now = new Date()): Promise<MarketplaceEventDto[]> {
  let query = selectEvents(db, viewer);
  query =
    when === 'upcoming'
      ? query
          .where('e.ends_at', '>', now.toISOString() as never)
          .orderBy('e.starts_at')
          .orderBy('e.id')
      : query
          .where('e.ends_at', '<=', now.toISOString() as never)
          .orderBy('e.starts_at', 'desc')
          .orderBy('e.id', 'desc');
  return (await query.execute()).map((row) => toDto(row, viewer));
}

/** The event that starts next (or is running now): where /event without an id goes. */
export async function nextEvent(db: Kysely<Database>, viewer: Viewer, now = new Date()): Promise<MarketplaceEventDto | undefined> {
  const row = await selectEvents(db, viewer)
    .where('e.ends_at', '>', now.toISOString() as never)
    .orderBy('e.starts_at')
    .orderBy('e.id')
    .limit(1)
    .executeTakeFirst();
  return row && toDto(row, viewer);
}

export async function findEvents(db: Kysely<Database>, viewer: Viewer, ids: readonly number[]): Promise<MarketplaceEventDto[]> {
  if (ids.length === 0) return [];
  const rows = await selectEvents(db, viewer)
    .where('e.id', 'in', [...ids])
    .execute();
  return inOrderOf(
    ids,
    rows.map((row) => toDto(row, viewer)),
    (event) => event.id,
  );
}

async function findEvent(db: Kysely<Database>, viewer: Viewer, id: number): Promise<MarketplaceEventDto> {
  const [event] = await findEvents(db, viewer, [id]);
  if (!event) throw new Error(`marketplace event ${id} vanished after a write`);
  return event;
}

export type EventNotFound = Refusal<'not-found'>;
export type EventOver = Refusal<'event-over'>;

export async function createEvent(db: Kysely<Database>, viewer: Viewer, input: MarketplaceEventInput): Promise<MarketplaceEventDto> {
  const { id } = await db
    .insertInto('marketplace_events')
    .values({ ...columnsOf(input), created_by: viewer.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return findEvent(db, viewer, id);
}

/** The copy of the event in a registered user's calendar (migration 0750): same day and wall-clock times. */
function calendarCopyOf(event: {
  title: string;
  event_date: string;
  start_time: string;
  end_time: string;
  time_zone: string;
  session_label: string;
  host: string;
  company: string;
}) {
  return {
    title: event.title,
    event_date: event.event_date,
    start_time: event.start_time,
    end_time: event.end_time,
    location: `Marketplace event (times in ${event.time_zone})`,
    description: `${event.session_label} · hosted by ${event.host}, ${event.company}`,
  };
}

/** Replaces an event; the copies in registered users' calendars follow in the same transaction. */
export async function updateEvent(
  db: Kysely<Database>,
  viewer: Viewer,
  id: number,
  input: MarketplaceEventInput,
): Promise<Result<MarketplaceEventDto, EventNotFound>> {
  const columns = columnsOf(input);
  const updated = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('marketplace_events')
      .set({ ...columns, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .updateTable('calendar_events')
      .set({ ...calendarCopyOf(columns), updated_at: new Date().toISOString() })
      .where('marketplace_event_id', '=', id)
      .execute();
    return true;
  });
  return updated ? ok(await findEvent(db, viewer, id)) : refuse('not-found');
}

/** Deletes the event; its registrations and calendar copies go with it (FK cascade). */
export async function deleteEvent(db: Kysely<Database>, id: number): Promise<Result<void, EventNotFound>> {
  const deleted = await db.deleteFrom('marketplace_events').where('id', '=', id).returning('id').executeTakeFirst();
  return deleted ? ok(undefined) : refuse('not-found');
}

async function lockEvent(trx: Transaction<Database>, id: number) {
  return trx
    .selectFrom('marketplace_events')
    .select([
      'id',
      'title',
      sql<string>`to_char(event_date, 'YYYY-MM-DD')`.as('event_date'),
      'start_time',
      'end_time',
      'time_zone',
      'session_label',
      'host',
      'company',
      'ends_at',
    ])
    .where('id', '=', id)
    .forShare()
    .executeTakeFirst();
}

/**
 * Registers the caller (again is a no-op) and puts the event in their calendar, in one transaction.
 * An event that is over takes no registrations.
 */
export async function register(
  db: Kysely<Database>,
  viewer: Viewer,
  id: number,
  now = new Date(),
): Promise<Result<MarketplaceEventDto, EventNotFound | EventOver>> {
  const outcome = await db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, id);
    if (!event) return 'not-found' as const;
    if (new Date(event.ends_at).getTime() <= now.getTime()) return 'event-over' as const;
    await trx
      .insertInto('marketplace_event_registrations')
      .values({ event_id: id, user_id: viewer.userId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('calendar_events')
      .values({
        user_id: viewer.userId,
        marketplace_event_id: id,
        type: 'meeting',
        category: 'Work',
        priority: 'medium',
        attendees: '[]',
        ...calendarCopyOf(event),
      })
      .onConflict((oc) => oc.columns(['user_id', 'marketplace_event_id']).where('marketplace_event_id', 'is not', null).doNothing())
      .execute();
    return 'ok' as const;
  });
  if (outcome !== 'ok') return refuse(outcome);
  return ok(await findEvent(db, viewer, id));
}

/** Cancels the caller's registration (none is a no-op) and takes the event out of their calendar. */
export async function cancelRegistration(
  db: Kysely<Database>,
  viewer: Viewer,
  id: number,
): Promise<Result<MarketplaceEventDto, EventNotFound>> {
  const found = await db.transaction().execute(async (trx) => {
    if (!(await lockEvent(trx, id))) return false;
    await trx.deleteFrom('marketplace_event_registrations').where('event_id', '=', id).where('user_id', '=', viewer.userId).execute();
    await trx.deleteFrom('calendar_events').where('marketplace_event_id', '=', id).where('user_id', '=', viewer.userId).execute();
    return true;
  });
  return found ? ok(await findEvent(db, viewer, id)) : refuse('not-found');
}
