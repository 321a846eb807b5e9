import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database.ts';
import type { Database } from '../src/db/types.ts';
import { createLoan, deleteLoan, updateLoan, type Actor } from '../src/loans/repository.ts';
import type { LoanInput } from '../src/loans/schemas.ts';
import type { LoanViewer } from '../src/loans/viewer.ts';
import { createTestDatabase } from '../src/db/testing/scratch-database.ts';

/*
 * The funded-production rollup (migration 0760) the home dashboard reads must always equal the aggregation
 * of the funded loans it stands for, whatever wrote the loans: the API's creates, moves, fundings,
 * un-fundings and deletes, concurrent ones (real parallel transactions on PostgreSQL), and SQL the API does
 * not issue (a funded loan deleted or given to another officer, an officer deleted with their loans).
 */
let db: Kysely<Database>;
let drop: (() => Promise<void>) | undefined;
let lenderId: number;

beforeAll(async () => {
  // Migrated and seeded (the seed's funded loans went through the trigger), on this project's engine.
  const database = await createTestDatabase();
  drop = database.drop;
  db = await createDatabase(database.options);
  lenderId = (await db.selectFrom('lenders').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

interface Production {
  owner: number;
  month: string;
  loanType: string;
  loans: number;
  volume: number;
}

const ordered = (rows: Production[]) =>
  rows.sort((a, b) => a.owner - b.owner || a.month.localeCompare(b.month) || a.loanType.localeCompare(b.loanType));

/** Aggregated from the loans themselves, as the home query did before the rollup. */
async function direct(): Promise<Production[]> {
  const rows = await sql<{ owner_id: number; month: string; loan_type: string; loans: string | number; volume: string | number }>`
    SELECT owner_id, date_trunc('month', funded_date)::date::text AS month, loan_type, count(*) AS loans, sum(loan_amount) AS volume
    FROM loans WHERE status = 'Funded' GROUP BY 1, 2, 3`.execute(db);
  return ordered(
    rows.rows.map((row) => ({
      owner: row.owner_id,
      month: row.month,
      loanType: row.loan_type,
      loans: Number(row.loans),
      volume: Number(row.volume),
    })),
  );
}

async function rollup(): Promise<Production[]> {
  const rows = await db
    .selectFrom('loan_production')
    .select(['owner_id', sql<string>`month::text`.as('month'), 'loan_type', 'loans_funded', 'volume'])
    .execute();
  return ordered(
    rows.map((row) => ({
      owner: row.owner_id,
      month: row.month,
      loanType: row.loan_type,
      loans: row.loans_funded,
      volume: Number(row.volume),
    })),
  );
}

/** A new loan officer of this file (so their rows are theirs alone). */
async function newOfficer(name: string): Promise<Actor> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}.${Math.random().toString(36).slice(2)}@rollup.test`;
  const { id } = await db
    .insertInto('users')
    .values({ full_name: name, email, password_hash: 'not-a-hash', role_id: 1 } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, name };
}

const own = (actor: Actor): LoanViewer => ({ userId: actor.id, scope: 'own' });

const input = (overrides: Partial<LoanInput> = {}): LoanInput => ({
  borrowerName: 'Rollup Borrower',
  loanType: 'FHA',
  loanAmount: 400_000,
  status: 'Pending',
  stage: 'Initial Review',
  lenderId,
  dueDate: '2031-01-15',
  propertyAddress: '1 Main St, Irvine, CA 92618',
  notes: undefined,
  fundedDate: undefined,
  ...overrides,
});

function expectOk<T>(result: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
  return result.value;
}

/** A loan of the officer's walked to Approved at Closing; its last input. */
async function approvedLoan(officer: Actor, overrides: Partial<LoanInput> = {}): Promise<{ id: number; body: LoanInput }> {
  const created = expectOk(await createLoan(db, own(officer), officer, input(overrides)));
  let body = input(overrides);
  for (const [status, stage] of [
    ['Submitted', 'Underwriting'],
    ['Approved', 'Closing'],
  ] as const) {
    body = { ...body, status, stage };
    expectOk(await updateLoan(db, own(officer), officer, created.id, body));
  }
  return { id: created.id, body };
}

const fund = (officer: Actor, loan: { id: number; body: LoanInput }, changes: Partial<LoanInput> = {}) =>
  updateLoan(db, own(officer), officer, loan.id, { ...loan.body, ...changes, status: 'Funded' });
const unfund = (officer: Actor, loan: { id: number; body: LoanInput }) =>
  updateLoan(db, own(officer), officer, loan.id, { ...loan.body, status: 'Approved' });

const rowsOf = async (owner: Actor) => (await rollup()).filter((row) => row.owner === owner.id);

describe('the funded-production rollup', () => {
  it('starts equal to the seeded loans (the seed writes through the trigger)', async () => {
    const rows = await rollup();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(await direct());
  });

  it('follows creates, fundings, edits of funded loans, un-fundings and deletes, one after another', async () => {
    const officer = await newOfficer('Rollup Sequence');
    const other = await newOfficer('Rollup Other');
    const a = await approvedLoan(officer, { loanType: 'FHA', loanAmount: 300_000 });
    const b = await approvedLoan(officer, { loanType: 'VA', loanAmount: 500_000 });
    const open = expectOk(await createLoan(db, own(officer), officer, input({ loanAmount: 900_000 })));
    expect(await rowsOf(officer)).toEqual([]);

    expectOk(await fund(officer, a, { fundedDate: '2025-03-10' }));
    expectOk(await fund(officer, b, { fundedDate: '2025-03-31' }));
    expect(await rowsOf(officer)).toEqual([
      { owner: officer.id, month: '2025-03-01', loanType: 'FHA', loans: 1, volume: 300_000 },
      { owner: officer.id, month: '2025-03-01', loanType: 'VA', loans: 1, volume: 500_000 },
    ]);

    // A funded loan's amount, then its type, changes: its volume follows, then it moves key.
    expectOk(await updateLoan(db, own(officer), officer, b.id, { ...b.body, status: 'Funded', loanAmount: 550_000 }));
    expectOk(await updateLoan(db, own(officer), officer, b.id, { ...b.body, status: 'Funded', loanAmount: 550_000, loanType: 'FHA' }));
    expect(await rowsOf(officer)).toEqual([{ owner: officer.id, month: '2025-03-01', loanType: 'FHA', loans: 2, volume: 850_000 }]);

    // Un-funding takes the loan out; funding again on another date puts it in that month.
    expectOk(await unfund(officer, a));
    expectOk(await fund(officer, a, { fundedDate: '2025-04-01' }));
    expect(await rowsOf(officer)).toEqual([
      { owner: officer.id, month: '2025-03-01', loanType: 'FHA', loans: 1, volume: 550_000 },
      { owner: officer.id, month: '2025-04-01', loanType: 'FHA', loans: 1, volume: 300_000 },
    ]);

    // An open loan's delete and edits are not production; the key empties and its row goes.
    expectOk(await updateLoan(db, own(officer), officer, open.id, { ...input({ loanAmount: 950_000 }), status: 'In Process' }));
    expectOk(await deleteLoan(db, own(officer), open.id));
    expectOk(await unfund(officer, a));
    expect(await rowsOf(officer)).toEqual([{ owner: officer.id, month: '2025-03-01', loanType: 'FHA', loans: 1, volume: 550_000 }]);

    // Writes the API does not make: a funded loan handed to another officer, a funded loan deleted.
    await db.updateTable('loans').set({ owner_id: other.id }).where('id', '=', b.id).execute();
    expect(await rowsOf(officer)).toEqual([]);
    expect(await rowsOf(other)).toEqual([{ owner: other.id, month: '2025-03-01', loanType: 'FHA', loans: 1, volume: 550_000 }]);
    await db.deleteFrom('loans').where('id', '=', b.id).execute();
    expect(await rowsOf(other)).toEqual([]);
    expect(await rollup()).toEqual(await direct());
  });

  it('loses the production of a deleted officer with their loans', async () => {
    const officer = await newOfficer('Rollup Leaver');
    for (const loanType of ['Jumbo', 'USDA'] as const)
      expectOk(await fund(officer, await approvedLoan(officer, { loanType }), { fundedDate: '2025-06-02' }));
    expect(await rowsOf(officer)).toHaveLength(2);
    await db.deleteFrom('users').where('id', '=', officer.id).execute();
    expect(await rowsOf(officer)).toEqual([]);
    expect(await rollup()).toEqual(await direct());
  });

  it('stays equal to the loans under concurrent fundings, un-fundings, edits and deletes', async () => {
    const officers = [await newOfficer('Rollup Racer One'), await newOfficer('Rollup Racer Two')];
    const loans = await Promise.all(
      Array.from({ length: 16 }, async (_, index) => {
        const officer = officers[index % 2]!;
        return {
          officer,
          loan: await approvedLoan(officer, { loanType: index % 4 < 2 ? 'Conventional' : 'Jumbo', loanAmount: 200_000 + index * 10_000 }),
        };
      }),
    );
    // Every loan funded at once, most into the same month and type (the same rollup row).
    await Promise.all(
      loans.map(({ officer, loan }, index) =>
        fund(officer, loan, { fundedDate: index % 5 === 0 ? '2025-02-14' : '2025-01-20' }).then(expectOk),
      ),
    );
    expect(await rollup()).toEqual(await direct());

    // At once: half are un-funded, a quarter change amount while funded, the open ones deleted, and funded
    // loans swap months in opposite directions (two keys locked in both orders).
    const opposite = loans.slice(12).map(({ loan }, index) =>
      db.transaction().execute((trx) =>
        trx
          .updateTable('loans')
          .set({ funded_date: index % 2 === 0 ? '2025-02-10' : '2025-01-10' })
          .where('id', '=', loan.id)
          .execute(),
      ),
    );
    const extra = await Promise.all(officers.map((officer) => createLoan(db, own(officer), officer, input()).then(expectOk)));
    await Promise.all([
      ...loans.slice(0, 8).map(({ officer, loan }) => unfund(officer, loan).then(expectOk)),
      ...loans
        .slice(8, 12)
        .map(({ officer, loan }) =>
          updateLoan(db, own(officer), officer, loan.id, { ...loan.body, status: 'Funded', loanAmount: 777_000 }).then(expectOk),
        ),
      ...extra.map((loan, index) => deleteLoan(db, own(officers[index]!), loan.id).then(expectOk)),
      ...opposite,
    ]);
    expect(await rollup()).toEqual(await direct());
    const theirs = (await rollup()).filter((row) => officers.some((officer) => officer.id === row.owner));
    expect(theirs.reduce((sum, row) => sum + row.loans, 0)).toBe(8);

    // And back: every un-funded loan funded again while the funded ones are deleted.
    await Promise.all([
      ...loans.slice(0, 8).map(({ officer, loan }) => fund(officer, loan, { fundedDate: '2025-03-03' }).then(expectOk)),
      ...loans.slice(8).map(({ loan }) => db.deleteFrom('loans').where('id', '=', loan.id).execute()),
    ]);
    expect(await rollup()).toEqual(await direct());
    expect(
      (await rollup()).filter((row) => officers.some((officer) => officer.id === row.owner)).map((row) => [row.month, row.loans]),
    ).toEqual([
      ['2025-03-01', 2],
      ['2025-03-01', 2],
      ['2025-03-01', 2],
      ['2025-03-01', 2],
    ]);
  });
});
