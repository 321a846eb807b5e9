import { LOAN_STAGES, type LoanStage, type LoanStatus, type LoanType } from '@lendhub/domain/loans';
import type { Transaction } from 'kysely';
import type { Database } from '../db/types.ts';

/**
 * The demo pipeline (docs/product.md "Loan pipeline"): each officer's open loans and about fourteen months of funded
 * ones, so the pipeline, the Production Summary, the rankings and the pay statement start alive. Dates are
 * relative to `now`; funded dates fall on the first days of their month, never after today. At most two
 * funded loans per officer and month, so no seeded month has earned closing points (the ledger agrees).
 */

interface SeedLoan {
  owner: string;
  borrowerName: string;
  loanType: LoanType;
  loanAmount: number;
  status: LoanStatus;
  stage: LoanStage;
  lender: string;
  /** Days from today. */
  dueInDays: number;
  propertyAddress: string;
  notes: string;
  /** Funded loans: months before the current one (0 = this month) and the day of that month. */
  funded?: { monthsAgo: number; day: number };
}

/** The officer's open pipeline (the sample loans of the first version, now stored). */
const OPEN_LOANS: SeedLoan[] = [
  {
    owner: 'officer',
    borrowerName: 'Emily Johnson',
    loanType: 'Conventional',
    loanAmount: 425_000,
    status: 'Approved',
    stage: 'Closing',
    lender: 'rocket',
    dueInDays: 8,
    propertyAddress: '1420 Maple Ave, Pasadena, CA 91104',
    notes: 'Clear to close; final walkthrough scheduled.',
  },
  {
    owner: 'officer',
    borrowerName: 'Michael Chen',
    loanType: 'FHA',
    loanAmount: 312_500,
    status: 'In Process',
    stage: 'Processing',
    lender: 'provident',
    dueInDays: 15,
    propertyAddress: '88 Harbor View Dr, Long Beach, CA 90802',
    notes: 'Waiting on the appraisal report.',
  },
  {
    owner: 'officer',
    borrowerName: 'Sarah Williams',
    loanType: 'VA',
    loanAmount: 540_000,
    status: 'Submitted',
    stage: 'Underwriting',
    lender: 'mega_capital',
    dueInDays: 19,
    propertyAddress: '305 Oak Ridge Ln, San Diego, CA 92108',
    notes: 'Certificate of eligibility received.',
  },
  {
    owner: 'officer',
    borrowerName: 'David Martinez',
    loanType: 'Jumbo',
    loanAmount: 1_350_000,
    status: 'Pending',
    stage: 'Initial Review',
    lender: 'remn',
    dueInDays: 26,
    propertyAddress: '12 Cliffside Ct, Malibu, CA 90265',
    notes: 'Needs two years of tax returns.',
  },
  {
    owner: 'officer',
    borrowerName: 'Olivia Brown',
    loanType: 'Non-QM',
    loanAmount: 690_000,
    status: 'In Process',
    stage: 'Processing',
    lender: 'change_wholesale',
    dueInDays: 22,
    propertyAddress: '740 Sunset Blvd, Los Angeles, CA 90026',
    notes: '24-month bank statement programme; deposits being sourced.',
  },
  {
    owner: 'officer',
    borrowerName: 'James Wilson',
    loanType: 'USDA',
    loanAmount: 265_000,
    status: 'Approved',
    stage: 'Closing',
    lender: 'rocket',
    dueInDays: 4,
    propertyAddress: '5 Country Rd, Lancaster, CA 93536',
    notes: 'Guarantee issued.',
  },
  {
    owner: 'officer',
    borrowerName: 'Ava Thompson',
    loanType: 'Conventional',
    loanAmount: 480_000,
    status: 'Submitted',
    stage: 'Underwriting',
    lender: 'provident',
    dueInDays: 23,
    propertyAddress: '910 Elm St, Glendale, CA 91205',
    notes: 'Condition: letter of explanation for a credit inquiry.',
  },
  {
    owner: 'officer',
    borrowerName: 'Daniel Garcia',
    loanType: 'FHA',
    loanAmount: 298_000,
    status: 'Pending',
    stage: 'Initial Review',
    lender: 'mega_capital',
    dueInDays: 43,
    propertyAddress: '222 Valley Vista Way, Riverside, CA 92501',
    notes: '',
  },
  {
    owner: 'officer',
    borrowerName: 'Grace Kim',
    loanType: 'Conventional',
    loanAmount: 385_000,
    status: 'Withdrawn',
    stage: 'Processing',
    lender: 'provident',
    dueInDays: -10,
    propertyAddress: '61 Birch Ln, Irvine, CA 92618',
    notes: 'Borrower chose to rent another year.',
  },
  {
    owner: 'maya',
    borrowerName: 'Hannah Lewis',
    loanType: 'Jumbo',
    loanAmount: 1_120_000,
    status: 'Submitted',
    stage: 'Underwriting',
    lender: 'mega_capital',
    dueInDays: 12,
    propertyAddress: '14 Shore Rd, Greenwich, CT 06830',
    notes: 'Two appraisals ordered.',
  },
  {
    owner: 'jordan',
    borrowerName: 'Luis Romero',
    loanType: 'Non-QM',
    loanAmount: 455_000,
    status: 'Approved',
    stage: 'Closing',
    lender: 'remn',
    dueInDays: 6,
    propertyAddress: '3301 Camelback Rd, Phoenix, AZ 85018',
    notes: 'DSCR 1.25.',
  },
  {
    owner: 'marcus',
    borrowerName: 'Chloe Adams',
    loanType: 'FHA',
    loanAmount: 238_000,
    status: 'In Process',
    stage: 'Processing',
    lender: 'rocket',
    dueInDays: 17,
    propertyAddress: '870 Peachtree St, Atlanta, GA 30308',
    notes: '',
  },
];

const FIRST_NAMES = [
  'Ethan',
  'Sophia',
  'Liam',
  'Mia',
  'Noah',
  'Isabella',
  'Lucas',
  'Amelia',
  'Mason',
  'Harper',
  'Logan',
  'Ella',
  'Aiden',
  'Zoe',
];
const LAST_NAMES = ['Carter', 'Nguyen', 'Brooks', 'Rivera', 'Foster', 'Hayes', 'Price', 'Bennett', 'Ward', 'Cruz', 'Perry', 'Long'];
const STREETS = ['Cedar St', 'Lakeview Dr', 'Willow Way', 'Summit Ave', 'Canyon Rd', 'Park Pl', 'Ridge Ct'];
const TYPES: LoanType[] = ['Conventional', 'Conventional', 'FHA', 'VA', 'Jumbo', 'Non-QM', 'USDA'];
const LENDER_SLUGS = ['mega_capital', 'provident', 'remn', 'rocket', 'change_wholesale'];

/** Officers' funded history: [key, loans funded per month (≤ 2), typical amount]. */
const PRODUCERS: Array<[string, 1 | 2, number]> = [
  ['officer', 2, 420_000],
  ['maya', 2, 780_000],
  ['jordan', 2, 560_000],
  ['marcus', 1, 330_000],
];

/** Deterministic "random" numbers, so every fresh start seeds the same history. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function fundedHistory(): SeedLoan[] {
  const next = sequence(2024);
  const loans: SeedLoan[] = [];
  for (const [owner, perMonth, typical] of PRODUCERS) {
    for (let monthsAgo = 13; monthsAgo >= 0; monthsAgo -= 1) {
      // This month the officer has one funded loan so far; the others are ahead of them.
      const count = monthsAgo === 0 ? (owner === 'officer' ? 1 : perMonth) : perMonth;
      for (let index = 0; index < count; index += 1) {
        const loanType = TYPES[Math.floor(next() * TYPES.length)]!;
        const amount = Math.round((typical * (0.6 + next() * 0.9) * (loanType === 'Jumbo' ? 1.8 : 1)) / 500) * 500;
        loans.push({
          owner,
          borrowerName: `${FIRST_NAMES[Math.floor(next() * FIRST_NAMES.length)]} ${LAST_NAMES[Math.floor(next() * LAST_NAMES.length)]}`,
          loanType,
          loanAmount: amount,
          status: 'Funded',
          stage: 'Closing',
          lender: LENDER_SLUGS[Math.floor(next() * LENDER_SLUGS.length)]!,
          dueInDays: -30 * monthsAgo,
          propertyAddress: `${100 + Math.floor(next() * 9000)} ${STREETS[Math.floor(next() * STREETS.length)]}, Austin, TX 787${10 + Math.floor(next() * 40)}`,
          notes: 'Funded and closed.',
          funded: { monthsAgo, day: 1 + index },
        });
      }
    }
  }
  return loans;
}

/** The statuses a seeded loan walked through to reach its own (its history). */
const WALK: Array<[LoanStatus, LoanStage]> = [
  ['Pending', 'Initial Review'],
  ['In Process', 'Processing'],
  ['Submitted', 'Underwriting'],
  ['Approved', 'Closing'],
  ['Funded', 'Closing'],
];

function walkTo(status: LoanStatus, stage: LoanStage): Array<[LoanStatus, LoanStage]> {
  if (status === 'Withdrawn') return [...WALK.slice(0, LOAN_STAGES.indexOf(stage) + 1), ['Withdrawn', stage]];
  const steps = WALK.slice(0, WALK.findIndex(([candidate]) => candidate === status) + 1);
  steps[steps.length - 1] = [status, stage];
  return steps;
}

export async function seedLoans(trx: Transaction<Database>, userIds: Map<string, number>, now: Date): Promise<void> {
  const lenders = await trx.selectFrom('lenders').select(['id', 'slug', 'name']).execute();
  const lenderBySlug = new Map(lenders.map((lender) => [lender.slug, lender]));
  const names = new Map((await trx.selectFrom('users').select(['id', 'full_name']).execute()).map((user) => [user.id, user.full_name]));
  const dayOf = (date: Date) => date.toISOString().slice(0, 10);
  const addDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
  const fundedOn = ({ monthsAgo, day }: { monthsAgo: number; day: number }) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, day));
    return date > now ? dayOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))) : dayOf(date);
  };

  // Oldest first, so ids grow with dates.
  const loans = [...fundedHistory(), ...OPEN_LOANS].filter((loan) => userIds.has(loan.owner) && lenderBySlug.has(loan.lender));
  for (const loan of loans) {
    const ownerId = userIds.get(loan.owner)!;
    const lender = lenderBySlug.get(loan.lender)!;
    const fundedDate = loan.funded ? fundedOn(loan.funded) : null;
    const closedAt = fundedDate ? new Date(`${fundedDate}T16:00:00Z`) : now;
    const createdAt = new Date(closedAt.getTime() - 40 * 86_400_000);
    const { id } = await trx
      .insertInto('loans')
      .values({
        owner_id: ownerId,
        borrower_name: loan.borrowerName,
        loan_type: loan.loanType,
        loan_amount: loan.loanAmount,
        status: loan.status,
        stage: loan.stage,
        lender_id: lender.id,
        lender_name: lender.name,
        due_date: fundedDate ?? dayOf(addDays(loan.dueInDays)),
        property_address: loan.propertyAddress,
        notes: loan.notes || null,
        funded_date: fundedDate,
        created_at: createdAt.toISOString(),
        updated_at: closedAt.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const steps = walkTo(loan.status, loan.stage);
    const span = closedAt.getTime() - createdAt.getTime();
    await trx
      .insertInto('loan_events')
      .values(
        steps.map(([status, stage], index) => ({
          loan_id: id,
          actor_id: ownerId,
          actor_name: names.get(ownerId)!,
          from_status: index === 0 ? null : steps[index - 1]![0],
          to_status: status,
          from_stage: index === 0 ? null : steps[index - 1]![1],
          to_stage: stage,
          created_at: new Date(
            createdAt.getTime() + ((span * index) / Math.max(1, steps.length - 1)) * (loan.funded ? 1 : 0.5),
          ).toISOString(),
        })),
      )
      .execute();
  }
}
