import { CLOSING_POINTS } from '@lendhub/domain/loans';
import { beforeAll, describe, expect, it } from 'vitest';
import { approve, lenderIds, loanBody, newOfficer } from './helpers/loans.ts';
import { useTestApi, type Session } from './helpers/test-api.ts';

/** Spec §9: the third funded loan of a month earns 1,000 points and each further one 1,000 more, once per loan. */
const { api, admin } = useTestApi();
let lenders: Record<string, number>;

beforeAll(async () => {
  lenders = await lenderIds(api, admin.token);
});

async function approvedLoan(owner: Session, borrowerName: string) {
  const created = await api.call('POST', '/api/Loans', { token: owner.token, body: loanBody(lenders.rocket!, { borrowerName }) });
  const body = await approve(api, owner.token, created.body.data.id, loanBody(lenders.rocket!, { borrowerName }));
  return { id: created.body.data.id as number, body };
}

const fund = (owner: Session, loan: { id: number; body: Record<string, unknown> }) =>
  api.call('PUT', `/api/Loans/${loan.id}`, { token: owner.token, body: { ...loan.body, status: 'Funded' } });

async function ledger(owner: Session) {
  const { body } = await api.call<Array<{ action: string; points: number; reason: string }>>(
    'GET',
    `/api/PointsManagement/GETALL_POINTSHISTORY/${owner.userId}?limit=100`,
    { token: owner.token },
  );
  return body.data;
}

const balance = async (owner: Session) =>
  (await api.call('GET', '/api/PointsManagement/USERS_POINTS_OVERVIEW_BY_USERID', { token: owner.token })).body.data.points as number;

describe('points for closings', () => {
  it('pays nothing for the first two fundings of a month, then 1,000 for the third and each further one, naming the loan', async () => {
    const owner = await newOfficer(api, admin.token);
    const loans = [];
    for (const name of ['Ann One', 'Ben Two', 'Cal Three', 'Dee Four']) loans.push(await approvedLoan(owner, name));

    await fund(owner, loans[0]!);
    await fund(owner, loans[1]!);
    expect(await balance(owner)).toBe(0);

    expect((await fund(owner, loans[2]!)).status).toBe(200);
    expect(await balance(owner)).toBe(CLOSING_POINTS);
    await fund(owner, loans[3]!);
    expect(await balance(owner)).toBe(2 * CLOSING_POINTS);

    const entries = await ledger(owner);
    expect(entries.map((entry) => [entry.action, entry.points, entry.reason])).toEqual([
      ['ADD', 1000, `Closing #4 this month: loan #${loans[3]!.id} (Dee Four) funded`],
      ['ADD', 1000, `Closing #3 this month: loan #${loans[2]!.id} (Cal Three) funded`],
    ]);
  });

  it('pays a loan once, however many identical updates arrive at the same time', async () => {
    const owner = await newOfficer(api, admin.token);
    await fund(owner, await approvedLoan(owner, 'First Funded'));
    await fund(owner, await approvedLoan(owner, 'Second Funded'));
    const third = await approvedLoan(owner, 'Third Funded');

    const answers = await Promise.all(Array.from({ length: 6 }, () => fund(owner, third)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await balance(owner)).toBe(CLOSING_POINTS);
    // A retry after the fact changes nothing either.
    await fund(owner, third);
    expect((await ledger(owner)).filter((entry) => entry.action === 'ADD')).toHaveLength(1);
  });

  it('counts concurrent fundings of different loans one after another: the third and fourth are paid', async () => {
    const owner = await newOfficer(api, admin.token);
    const loans = [];
    for (const name of ['P1', 'P2', 'P3', 'P4']) loans.push(await approvedLoan(owner, name));
    await Promise.all(loans.map((loan) => fund(owner, loan)));
    expect(await balance(owner)).toBe(2 * CLOSING_POINTS);
  });

  it('reverses the award with a SUBTRACT entry when the loan is no longer funded, and pays again on a new funding', async () => {
    const owner = await newOfficer(api, admin.token);
    await fund(owner, await approvedLoan(owner, 'R1'));
    await fund(owner, await approvedLoan(owner, 'R2'));
    const third = await approvedLoan(owner, 'Rita Reversal');
    await fund(owner, third);
    expect(await balance(owner)).toBe(1000);

    const back = await api.call('PUT', `/api/Loans/${third.id}`, { token: owner.token, body: { ...third.body, status: 'Approved' } });
    expect(back.status).toBe(200);
    expect(await balance(owner)).toBe(0);
    const [reversal] = await ledger(owner);
    expect(reversal).toMatchObject({
      action: 'SUBTRACT',
      points: 1000,
      reason: `Reversed: loan #${third.id} (Rita Reversal) is no longer funded`,
    });

    // Two un-fundings of a loan do not take twice.
    await api.call('PUT', `/api/Loans/${third.id}`, { token: owner.token, body: { ...third.body, status: 'Approved' } });
    expect(await balance(owner)).toBe(0);

    await fund(owner, third);
    expect(await balance(owner)).toBe(1000);
  });

  it('never takes a balance below zero: points already redeemed are taken only as far as the balance goes', async () => {
    const owner = await newOfficer(api, admin.token);
    await fund(owner, await approvedLoan(owner, 'S1'));
    await fund(owner, await approvedLoan(owner, 'S2'));
    const third = await approvedLoan(owner, 'Sam Spent');
    await fund(owner, third);
    await api.call('POST', '/api/PointsManagement/REDEEM_POINTS', { token: owner.token, body: { reward: 'RATE_BOOST' } });
    expect(await balance(owner)).toBe(900);
    const back = await api.call('PUT', `/api/Loans/${third.id}`, { token: owner.token, body: { ...third.body, status: 'Approved' } });
    expect(back.status).toBe(200);
    expect(await balance(owner)).toBe(0);
  });
});
