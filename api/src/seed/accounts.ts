import type { Transaction } from 'kysely';
import type { Database } from '../db/types.ts';

/**
 * Demo data of the account features: points history (with the notifications it would have sent),
 * a few calendar events around today, and two custom roles so the roles table shows every status.
 * Called from seed.ts inside the seed transaction; dates are relative to `now`.
 */
export async function seedAccounts(trx: Transaction<Database>, userIds: Map<string, number>, now: Date): Promise<void> {
  await seedRoles(trx);
  await seedPoints(trx, userIds, now);
  await seedCalendar(trx, userIds, now);
}

async function seedRoles(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('roles')
    .values([
      { name: 'Processor', status: 'Inactive' },
      { name: 'Underwriter', status: 'Pending' },
    ])
    .execute();
}

/** [user key, action, points, reason, days ago] — oldest first, so balances never dip below zero. */
const POINTS: Array<[string, 'ADD' | 'SUBTRACT', number, string, number]> = [
  ['officer', 'ADD', 1000, '3 closings in May', 40],
  ['officer', 'ADD', 50, 'Post-closing survey', 33],
  ['officer', 'SUBTRACT', 50, 'Redeemed: Free Appraisal', 30],
  ['officer', 'ADD', 50, 'Huddle & Hustle: 3 sessions this month', 12],
  ['officer', 'ADD', 15, 'Ultimate Loan Submission', 3],
  ['lender', 'ADD', 50, 'Weekend Warriors: 3 sessions this month', 20],
  ['lender', 'ADD', 10, 'Training event attended', 6],
  ['maya', 'ADD', 2000, '4 closings in May', 38],
  ['maya', 'SUBTRACT', 100, 'Redeemed: Rate Boost', 25],
  ['maya', 'ADD', 10, 'Chat of 20+ minutes with a lender', 2],
  ['jordan', 'ADD', 50, 'Post-closing survey', 15],
];

async function seedPoints(trx: Transaction<Database>, userIds: Map<string, number>, now: Date): Promise<void> {
  const adminId = userIds.get('admin')!;
  const admin = await trx.selectFrom('users').select('full_name').where('id', '=', adminId).executeTakeFirstOrThrow();
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
  const entries = POINTS.filter(([key]) => userIds.has(key));
  if (entries.length === 0) return;
  await trx
    .insertInto('points_entries')
    .values(
      entries.map(([key, action, points, reason, daysAgo]) => ({
        user_id: userIds.get(key)!,
        action,
        amount: action === 'ADD' ? points : -points,
        reason,
        author_id: adminId,
        author_name: admin.full_name,
        created_at: at(daysAgo),
      })),
    )
    .execute();
  await trx
    .insertInto('notifications')
    .values(
      entries.map(([key, action, points, reason, daysAgo]) => ({
        user_id: userIds.get(key)!,
        kind: action === 'ADD' ? ('points_received' as const) : ('points_deducted' as const),
        title: action === 'ADD' ? `You received ${points} points` : `${points} points were deducted`,
        body: reason,
        link: '/',
        // Older news has been read already; the last week's is still unread.
        read_at: daysAgo > 7 ? at(daysAgo - 1) : null,
        created_at: at(daysAgo),
      })),
    )
    .execute();
}

async function seedCalendar(trx: Transaction<Database>, userIds: Map<string, number>, now: Date): Promise<void> {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const events = [
    {
      key: 'officer',
      title: 'Rate lock review with Summit team',
      offset: 0,
      start: '09:30',
      end: '10:00',
      type: 'meeting',
      category: 'Work',
      priority: 'high',
      location: 'Zoom',
    },
    {
      key: 'officer',
      title: 'Borrower call: Garcia refinance',
      offset: 2,
      start: '14:00',
      end: '14:30',
      type: 'appointment',
      category: 'Work',
      priority: 'medium',
      location: null,
    },
    {
      key: 'officer',
      title: 'Submit conditions for file #1042',
      offset: 3,
      start: '11:00',
      end: '11:30',
      type: 'task',
      category: 'Work',
      priority: 'high',
      location: null,
    },
    {
      key: 'officer',
      title: 'Dentist',
      offset: 6,
      start: '08:00',
      end: '09:00',
      type: 'appointment',
      category: 'Health',
      priority: 'low',
      location: 'Austin Dental',
    },
    {
      key: 'admin',
      title: 'Quarterly compliance check',
      offset: 1,
      start: '13:00',
      end: '15:00',
      type: 'meeting',
      category: 'Work',
      priority: 'high',
      location: 'Board room',
    },
    {
      key: 'admin',
      title: 'Renew NMLS listing',
      offset: 9,
      start: '10:00',
      end: '10:15',
      type: 'reminder',
      category: 'Work',
      priority: 'medium',
      location: null,
    },
    {
      key: 'lender',
      title: 'Broker webinar: Non-QM updates',
      offset: 4,
      start: '12:00',
      end: '13:00',
      type: 'meeting',
      category: 'Work',
      priority: 'medium',
      location: 'Teams',
    },
  ] as const;
  const rows = events.filter((event) => userIds.has(event.key));
  if (rows.length === 0) return;
  await trx
    .insertInto('calendar_events')
    .values(
      rows.map((event) => ({
        user_id: userIds.get(event.key)!,
        title: event.title,
        event_date: day(event.offset),
        start_time: event.start,
        end_time: event.end,
        type: event.type,
        category: event.category,
        priority: event.priority,
        location: event.location,
        attendees: JSON.stringify([]),
        description: null,
      })),
    )
    .execute();
}
