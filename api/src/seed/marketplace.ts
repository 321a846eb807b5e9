import { zonedInstant, type EventTimeZone } from '@lendhub/domain/events';
import type { Transaction } from 'kysely';
import type { Database } from '../db/types.ts';

/**
 * Demo data of the marketplace and the directory: events around today (most upcoming, two past,
 * the demo officer registered for one, with its calendar copy), the training videos of both
 * sections, and the job title, location and manager of each demo user.
 */
export async function seedMarketplace(trx: Transaction<Database>, userIds: Map<string, number>, now: Date): Promise<void> {
  await seedDirectoryProfiles(trx, userIds);
  await seedEvents(trx, userIds, now);
  await seedVideos(trx, userIds);
}

/** [user key, job title, location, reports to (user key)] */
const PROFILES: Array<[string, string, string, string | null]> = [
  ['admin', 'Operations Director', 'Austin, TX', null],
  ['officer', 'Senior Loan Officer', 'San Diego, CA', 'maya'],
  ['maya', 'Branch Manager', 'Seattle, WA', 'admin'],
  ['marcus', 'Loan Officer', 'Atlanta, GA', 'maya'],
  ['jordan', 'Non-QM Specialist', 'Phoenix, AZ', 'admin'],
  ['lender', 'Account Executive', 'Irvine, CA', 'elena'],
  ['priya', 'Account Executive', 'Redwood City, CA', 'elena'],
  ['elena', 'Wholesale Sales Manager', 'Miami, FL', 'admin'],
];

async function seedDirectoryProfiles(trx: Transaction<Database>, userIds: Map<string, number>): Promise<void> {
  for (const [key, jobTitle, location, manager] of PROFILES) {
    const id = userIds.get(key);
    if (id === undefined) continue;
    await trx
      .updateTable('users')
      .set({ job_title: jobTitle, location, manager_id: manager ? (userIds.get(manager) ?? null) : null })
      .where('id', '=', id)
      .execute();
  }
}

interface SeedEvent {
  sessionLabel: string;
  title: string;
  /** Days from today (negative: already held). */
  inDays: number;
  start: string;
  end: string;
  timeZone: EventTimeZone;
  host: string;
  company: string;
  trainingType: string;
  description: string;
  joinUrl: string | null;
  /** Demo users registered for it. */
  attendees: string[];
}

const EVENTS: SeedEvent[] = [
  {
    sessionLabel: 'Session 1',
    title: 'Huddle & Hustle: Pipeline Power Hour',
    inDays: 2,
    start: '10:00',
    end: '11:00',
    timeZone: 'America/Los_Angeles',
    host: 'Jordan Ellis',
    company: 'LendHub',
    trainingType: 'Sales Training',
    description:
      'A live working session: bring your pipeline, set the week’s follow-ups together and hear what top producers did to close last month. Three sessions a month earn 50 points.',
    joinUrl: 'https://zoom.us/j/5550100101',
    attendees: ['officer', 'maya', 'marcus'],
  },
  {
    sessionLabel: 'Session 2',
    title: 'Non-QM Masterclass: Bank Statement Loans',
    inDays: 5,
    start: '12:00',
    end: '13:00',
    timeZone: 'America/New_York',
    host: 'Priya Raman',
    company: 'Change Wholesale',
    trainingType: 'Product Training',
    description:
      'How to qualify self-employed borrowers with 12 or 24 months of bank statements: expense factors, large deposits, and how to structure the file so it sails through underwriting.',
    joinUrl: 'https://zoom.us/j/5550100102',
    attendees: ['jordan', 'marcus'],
  },
  {
    sessionLabel: 'Session 3',
    title: 'DSCR Loans for Real Estate Investors',
    inDays: 9,
    start: '11:00',
    end: '12:00',
    timeZone: 'America/Chicago',
    host: 'Marcus Lee',
    company: 'REMN Wholesale',
    trainingType: 'Product Training',
    description:
      'Debt-service coverage ratio loans qualify on the property’s rent, not the borrower’s income. Learn the ratios, reserves and rent documentation lenders expect.',
    joinUrl: null,
    attendees: ['maya'],
  },
  {
    sessionLabel: 'Session 4',
    title: 'FHA & VA Guidelines Update',
    inDays: 13,
    start: '13:00',
    end: '14:00',
    timeZone: 'America/New_York',
    host: 'Angela Brooks',
    company: 'Provident Funding',
    trainingType: 'Compliance Training',
    description:
      'What changed this quarter in FHA and VA lending: appraisal rules, residual income, and occupancy — including why government loans need a primary residence.',
    joinUrl: 'https://teams.microsoft.com/l/meetup-join/lendhub-fha-va',
    attendees: [],
  },
  {
    sessionLabel: 'Session 5',
    title: 'Weekend Warriors: Open House Playbook',
    inDays: 20,
    start: '09:00',
    end: '10:30',
    timeZone: 'America/Los_Angeles',
    host: 'Sofia Martinez',
    company: 'LendHub',
    trainingType: 'Marketing Training',
    description:
      'Turn weekend open houses into pre-approvals: co-marketing with agents, on-site pre-qualification and follow-up that converts.',
    joinUrl: null,
    attendees: ['lender'],
  },
  {
    sessionLabel: 'Session 6',
    title: 'Mastering the Loan Estimate (TRID)',
    inDays: -6,
    start: '14:00',
    end: '15:00',
    timeZone: 'America/Los_Angeles',
    host: 'David Chen',
    company: 'LendHub',
    trainingType: 'Compliance Training',
    description:
      'The Loan Estimate is due within 3 business days of a complete application and the Closing Disclosure at least 3 business days before closing. Both, line by line, with the 0% and 10% tolerances.',
    joinUrl: null,
    attendees: ['officer', 'maya', 'jordan', 'marcus'],
  },
  {
    sessionLabel: 'Session 7',
    title: 'Pricing Locks and Extensions',
    inDays: -20,
    start: '11:00',
    end: '12:00',
    timeZone: 'America/Denver',
    host: 'Lauren Kim',
    company: 'Mega Capital Funding',
    trainingType: 'Lender Training',
    description: 'Lock, extend or relock without losing margin: the pricing engine’s adjustments and when each costs the borrower.',
    joinUrl: null,
    attendees: ['officer'],
  },
];

function dayFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

async function seedEvents(trx: Transaction<Database>, userIds: Map<string, number>, now: Date): Promise<void> {
  const adminId = userIds.get('admin') ?? null;
  for (const event of EVENTS) {
    const date = dayFrom(now, event.inDays);
    const { id } = await trx
      .insertInto('marketplace_events')
      .values({
        session_label: event.sessionLabel,
        title: event.title,
        event_date: date,
        start_time: event.start,
        end_time: event.end,
        time_zone: event.timeZone,
        starts_at: zonedInstant(date, event.start, event.timeZone).toISOString(),
        ends_at: zonedInstant(date, event.end, event.timeZone).toISOString(),
        host: event.host,
        company: event.company,
        training_type: event.trainingType,
        description: event.description,
        join_url: event.joinUrl,
        created_by: adminId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const attendees = event.attendees.flatMap((key) => userIds.get(key) ?? []);
    if (attendees.length === 0) continue;
    await trx
      .insertInto('marketplace_event_registrations')
      .values(attendees.map((userId) => ({ event_id: id, user_id: userId })))
      .execute();
    // The same calendar copy a registration makes (marketplace/events-repository.ts).
    await trx
      .insertInto('calendar_events')
      .values(
        attendees.map((userId) => ({
          user_id: userId,
          marketplace_event_id: id,
          title: event.title,
          event_date: date,
          start_time: event.start,
          end_time: event.end,
          type: 'meeting' as const,
          category: 'Work' as const,
          priority: 'medium' as const,
          location: `Marketplace event (times in ${event.timeZone})`,
          attendees: '[]',
          description: `${event.sessionLabel} · hosted by ${event.host}, ${event.company}`,
        })),
      )
      .execute();
  }
}

/** [section, title, company, link, description] */
const VIDEOS: Array<['vendors' | 'lenders', string, string, string, string]> = [
  [
    'vendors',
    'AUS Walkthrough: Running Desktop Underwriter',
    'Fannie Mae',
    'https://singlefamily.fanniemae.com/learning-center',
    'Submit a file to the automated underwriting system, read the findings and clear the most common messages.',
  ],
  [
    'vendors',
    'Loan Product Advisor Basics',
    'Freddie Mac',
    'https://sf.freddiemac.com/tools-learning/learning',
    'Run Loan Product Advisor, read the feedback certificate and fix the messages that stop a purchase.',
  ],
  [
    'vendors',
    'USDA and VA Portal Access',
    'USDA Rural Development',
    'https://www.rd.usda.gov/resources/usda-linc-training-resource-library',
    'Check USDA property eligibility, request guarantees and track them in the government portals.',
  ],
  [
    'lenders',
    'Rocket Pro: Submitting Your First File',
    'Rocket Pro',
    'https://www.rocketpro.com/',
    'From registration to clear to close: submission checklist, disclosures and condition uploads.',
  ],
  [
    'lenders',
    'Mega Capital Funding: Pricing Engine Tour',
    'Mega Capital Funding',
    'https://www.mcfunding.com/',
    'Price a loan, read adjustments and lock it in the lender’s engine, with the jumbo and high-balance options.',
  ],
  [
    'lenders',
    'Provident Funding: Conventional Overlays',
    'Provident Funding',
    'https://www.provident.com/',
    'Where Provident’s conventional guidelines are stricter than the agencies’ and how to place borderline files.',
  ],
];

async function seedVideos(trx: Transaction<Database>, userIds: Map<string, number>): Promise<void> {
  const adminId = userIds.get('admin') ?? null;
  await trx
    .insertInto('training_videos')
    .values(
      VIDEOS.map(([section, title, company, videoUrl, description]) => ({
        section,
        title,
        company,
        video_url: videoUrl,
        description,
        created_by: adminId,
      })),
    )
    .execute();
}
