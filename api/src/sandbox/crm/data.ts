import { seededRandom, type Random } from '../random.ts';
import { FIRST_NAMES, LAST_NAMES } from '../shared/names.ts';

// Wire shapes of the CRM (a GoHighLevel-style REST API): what GET /pipelines/ and
// GET /pipelines/{id}/opportunities return, field for field.

export interface CrmStage {
  id: string;
  name: string;
  /** 0-based order of the stage in its pipeline. */
  position: number;
}

export interface CrmPipeline {
  id: string;
  name: string;
  locationId: string;
  stages: CrmStage[];
}

export type CrmOpportunityStatus = 'open' | 'won' | 'lost';

export interface CrmContact {
  id: string;
  name: string;
  companyName: string | null;
  email: string;
  phone: string;
  tags: string[];
}

export interface CrmOpportunity {
  id: string;
  name: string;
  /** Deal value in whole US dollars. */
  monetaryValue: number;
  pipelineId: string;
  pipelineStageId: string;
  assignedTo: string | null;
  status: CrmOpportunityStatus;
  source: string;
  lastStatusChangeAt: string;
  createdAt: string;
  updatedAt: string;
  contact: CrmContact;
}

export interface CrmSandboxData {
  /** The mortgage pipeline comes first: it is the one the growth dashboard uses. */
  pipelines: CrmPipeline[];
  /** Sorted by createdAt, then id. */
  opportunities: CrmOpportunity[];
}

/** The demo accounts' emails: about half the mortgage opportunities carry one, so every demo user sees data. */
export const DEMO_CONTACT_EMAILS = ['admin@lendhub.demo', 'officer@lendhub.demo', 'lender@lendhub.demo'] as const;

export const MORTGAGE_STAGE_NAMES = ['New Lead', 'Contacted', 'Application', 'Processing', 'Underwriting', 'Closing'] as const;
const RECRUITING_STAGE_NAMES = ['Prospect', 'Interview', 'Offer', 'Onboarded'] as const;

export const OPPORTUNITY_SOURCES = ['Google Ads', 'Referral', 'Website', 'Zillow', 'Facebook', 'Realtor Partner'] as const;
const SOURCE_WEIGHTS: readonly (readonly [string, number])[] = [
  ['Google Ads', 30],
  ['Referral', 20],
  ['Website', 18],
  ['Zillow', 14],
  ['Facebook', 12],
  ['Realtor Partner', 6],
];
const LOAN_PURPOSES = [
  'Purchase',
  'Rate/Term Refinance',
  'Cash-Out Refinance',
  'HELOC',
  'DSCR Investment',
  'FHA Purchase',
  'VA Purchase',
] as const;
const SEED = 20_240_101;
const YEAR = 2024;
const DAY_MS = 86_400_000;

function stagesFor(random: Random, names: readonly string[]): CrmStage[] {
  return names.map((name, position) => ({ id: random.id(20), name, position }));
}

function contactFor(random: Random, email: string | null, index: number): CrmContact {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  return {
    id: random.id(20),
    name: `${first} ${last}`,
    companyName: random.chance(0.15) ? `${last} Holdings LLC` : null,
    // Borrowers get addresses at example.com (reserved, never delivered) that contain no demo email.
    email: email ?? `${first}.${last}${index}@example.com`.toLowerCase(),
    phone: `+1${random.int(201, 989)}555${String(random.int(0, 9999)).padStart(4, '0')}`,
    tags: random.chance(0.4) ? ['mortgage lead'] : [],
  };
}

/** Where an opportunity sits: won ones reached the last stage; open and lost ones lean to early stages. */
function stageFor(random: Random, status: CrmOpportunityStatus, stages: readonly CrmStage[]): CrmStage {
  if (status === 'won') return stages[stages.length - 1]!;
  const weights = stages.map((stage, index) => [stage, stages.length - index] as const);
  const candidates = status === 'lost' ? weights.slice(0, -1) : weights;
  return random.weighted(candidates);
}

function opportunitiesFor(
  random: Random,
  pipeline: CrmPipeline,
  perDay: readonly (readonly [number, number])[],
  demoShare: number,
  valueRange: readonly [number, number],
  nameOf: (contact: CrmContact) => string,
): CrmOpportunity[] {
  const opportunities: CrmOpportunity[] = [];
  const yearStart = Date.UTC(YEAR, 0, 1);
  const days = (Date.UTC(YEAR + 1, 0, 1) - yearStart) / DAY_MS;
  for (let day = 0; day < days; day += 1) {
    const count = random.weighted(perDay);
    for (let n = 0; n < count; n += 1) {
      const createdAt = yearStart + day * DAY_MS + random.int(8 * 60, 19 * 60) * 60_000 + random.int(0, 59) * 1000;
      const status = random.weighted<CrmOpportunityStatus>([
        ['open', 48],
        ['won', 30],
        ['lost', 22],
      ]);
      const email = random.chance(demoShare) ? random.pick(DEMO_CONTACT_EMAILS) : null;
      const contact = contactFor(random, email, opportunities.length + 1);
      const changedAt = status === 'open' ? createdAt : createdAt + random.int(3, 45) * DAY_MS;
      const [min, max] = valueRange;
      opportunities.push({
        id: random.id(20),
        name: nameOf(contact),
        monetaryValue: random.int(min / 500, max / 500) * 500,
        pipelineId: pipeline.id,
        pipelineStageId: stageFor(random, status, pipeline.stages).id,
        assignedTo: random.chance(0.8) ? random.id(20) : null,
        status,
        source: random.weighted(SOURCE_WEIGHTS),
        lastStatusChangeAt: new Date(changedAt).toISOString(),
        createdAt: new Date(createdAt).toISOString(),
        updatedAt: new Date(changedAt).toISOString(),
        contact,
      });
    }
  }
  return opportunities;
}

/**
 * The dashboard opens on 2024-01-01 – 2024-01-14 (spec §9). Random days alone leave a demo user
 * with one or two deals there, so each demo account also gets six deals in that fortnight covering
 * every status and several sources: every card of the default view has something to show.
 */
function defaultRangeShowcase(random: Random, pipeline: CrmPipeline): CrmOpportunity[] {
  const statuses: CrmOpportunityStatus[] = ['open', 'open', 'won', 'won', 'lost', 'open'];
  return DEMO_CONTACT_EMAILS.flatMap((email, accountIndex) =>
    statuses.map((status, n) => {
      const createdAt = Date.UTC(YEAR, 0, 2 + n * 2, 9 + accountIndex * 2, random.int(0, 59), random.int(0, 59));
      const contact = contactFor(random, email, 0);
      const changedAt = status === 'open' ? createdAt : createdAt + random.int(1, 20) * DAY_MS;
      return {
        id: random.id(20),
        name: `${contact.name} - ${random.pick(LOAN_PURPOSES)}`,
        monetaryValue: random.int(150_000 / 500, 900_000 / 500) * 500,
        pipelineId: pipeline.id,
        pipelineStageId: stageFor(random, status, pipeline.stages).id,
        assignedTo: random.id(20),
        status,
        source: OPPORTUNITY_SOURCES[(n + accountIndex) % OPPORTUNITY_SOURCES.length]!,
        lastStatusChangeAt: new Date(changedAt).toISOString(),
        createdAt: new Date(createdAt).toISOString(),
        updatedAt: new Date(changedAt).toISOString(),
        contact,
      };
    }),
  );
}

function generate(): CrmSandboxData {
  const random = seededRandom(SEED);
  const locationId = random.id(20);
  const mortgage: CrmPipeline = {
    id: random.id(20),
    name: 'Mortgage Pipeline',
    locationId,
    stages: stagesFor(random, MORTGAGE_STAGE_NAMES),
  };
  const recruiting: CrmPipeline = {
    id: random.id(20),
    name: 'Recruiting Pipeline',
    locationId,
    stages: stagesFor(random, RECRUITING_STAGE_NAMES),
  };
  const mortgageOpportunities = opportunitiesFor(
    random,
    mortgage,
    [
      [0, 30],
      [1, 40],
      [2, 22],
      [3, 8],
    ],
    0.5,
    [85_000, 1_250_000],
    (contact) => `${contact.name} - ${random.pick(LOAN_PURPOSES)}`,
  );
  const showcase = defaultRangeShowcase(random, mortgage);
  const recruitingOpportunities = opportunitiesFor(
    random,
    recruiting,
    [
      [0, 90],
      [1, 10],
    ],
    0,
    [2_000, 15_000],
    (contact) => `${contact.name} - Loan Officer candidate`,
  );
  const byCreation = (a: CrmOpportunity, b: CrmOpportunity) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
  return {
    pipelines: [mortgage, recruiting],
    opportunities: [...mortgageOpportunities, ...showcase, ...recruitingOpportunities].sort(byCreation),
  };
}

let cached: CrmSandboxData | undefined;

/** The sandbox CRM's records: generated once from a fixed seed, identical on every machine. */
export function crmSandboxData(): CrmSandboxData {
  cached ??= generate();
  return cached;
}
