import { DEFAULT_COMPENSATION_BPS } from '@lendhub/domain/loans';
import { beforeAll, describe, expect, it } from 'vitest';
import { approve, lenderIds, loanBody, newOfficer } from './helpers/loans.ts';
import { useTestApi } from './helpers/test-api.ts';

/** The home dashboard's production, rankings and pay, from funded loans (spec §2, §9). */
const { api, admin, officer, lender } = useTestApi();
let lenders: Record<string, number>;

beforeAll(async () => {
  lenders = await lenderIds(api, admin.token);
});

const month = new Date().getUTCMonth() + 1;

describe('GET /api/Production/Overview', () => {
  it("sums the viewer's funded loans of the year by month and loan type, and pays them at the viewer's compensation", async () => {
    const owner = await newOfficer(api, admin.token);
    const empty = await api.call('GET', '/api/Production/Overview', { token: owner.token });
    expect(empty.body.data.summary).toMatchObject({ loansFunded: 0, volume: 0, byLoanType: [] });
    expect(empty.body.data.pay).toMatchObject({ compensationBps: DEFAULT_COMPENSATION_BPS, yearToDate: 0 });
    expect(empty.body.data.points).toEqual({
      month,
      earnedThisMonth: 0,
      closingsThisMonth: 0,
      nextClosingPoints: 0,
      closingsBeforePoints: 2,
      proEliteTarget: 50,
      proElitePointsNeeded: 50,
    });

    for (const [loanType, loanAmount] of [
      ['FHA', 1_000_000],
      ['Jumbo', 600_000],
    ] as const) {
      const body = loanBody(lenders.rocket!, { loanType, loanAmount });
      const { body: created } = await api.call('POST', '/api/Loans', { token: owner.token, body });
      const approved = await approve(api, owner.token, created.data.id, body);
      await api.call('PUT', `/api/Loans/${created.data.id}`, { token: owner.token, body: { ...approved, status: 'Funded' } });
    }
    // Open loans are not production.
    await api.call('POST', '/api/Loans', { token: owner.token, body: loanBody(lenders.rocket!, { loanAmount: 900_000 }) });

    const { body } = await api.call('GET', '/api/Production/Overview', { token: owner.token });
    expect(body.data.summary.months).toHaveLength(12);
    expect(body.data.summary.months[month - 1]).toEqual({ month, volume: 1_600_000, loansFunded: 2 });
    expect(body.data.summary).toMatchObject({ loansFunded: 2, volume: 1_600_000 });
    expect(body.data.summary.byLoanType).toEqual([
      { loanType: 'FHA', loansFunded: 1, volume: 1_000_000 },
      { loanType: 'Jumbo', loansFunded: 1, volume: 600_000 },
    ]);
    expect(body.data.pay.months[month - 1]).toEqual({ month, earnings: 16_000 });
    expect(body.data.pay.yearToDate).toBe(16_000);
    // Two closings this month: the next one is the third and earns 1,000 points (spec §9).
    expect(body.data.points).toMatchObject({ closingsThisMonth: 2, nextClosingPoints: 1000, closingsBeforePoints: 0, earnedThisMonth: 0 });

    const third = loanBody(lenders.rocket!, { loanAmount: 300_000 });
    const { body: thirdLoan } = await api.call('POST', '/api/Loans', { token: owner.token, body: third });
    const thirdApproved = await approve(api, owner.token, thirdLoan.data.id, third);
    await api.call('PUT', `/api/Loans/${thirdLoan.data.id}`, { token: owner.token, body: { ...thirdApproved, status: 'Funded' } });
    const awarded = await api.call('GET', '/api/Production/Overview', { token: owner.token });
    // The banner and Points Metrics read the ledger the award wrote to.
    expect(awarded.body.data.points).toMatchObject({
      closingsThisMonth: 3,
      earnedThisMonth: 1000,
      nextClosingPoints: 1000,
      proElitePointsNeeded: 0,
    });
    const unfunded = await api.call('PUT', `/api/Loans/${thirdLoan.data.id}`, {
      token: owner.token,
      body: { ...thirdApproved, status: 'Approved' },
    });
    expect(unfunded.status).toBe(200);

    // Rankings: the new officer is in this month's list with the LH100 volume, trend up from nothing.
    const row = body.data.rankings.monthly.find((entry: { userId: number }) => entry.userId === owner.userId);
    expect(row).toMatchObject({
      fullName: 'Casey Closer',
      volume: 1_600_000,
      loansClosed: 2,
      previousVolume: 0,
      trend: 'up',
      compensationBps: null,
    });
    expect(body.data.rankings.monthly.map((entry: { rank: number }) => entry.rank)).toEqual(
      body.data.rankings.monthly.map((_: unknown, index: number) => index + 1),
    );
    const volumes = body.data.rankings.monthly.map((entry: { volume: number }) => entry.volume);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));

    // An Admin sets the officer's compensation: the pay follows, and the Admin sees it in the rankings.
    const set = await api.call('PUT', `/api/Production/Compensation/${owner.userId}`, {
      token: admin.token,
      body: { compensationBps: 150 },
    });
    expect(set.body).toMatchObject({
      status: 200,
      responseMsg: 'Compensation updated successfully',
      data: { userId: owner.userId, compensationBps: 150 },
    });
    const after = await api.call('GET', '/api/Production/Overview', { token: owner.token });
    expect(after.body.data.pay).toMatchObject({ compensationBps: 150, yearToDate: 24_000 });
    const adminView = await api.call('GET', '/api/Production/Overview', { token: admin.token });
    expect(adminView.body.data.rankings.monthly.find((entry: { userId: number }) => entry.userId === owner.userId).compensationBps).toBe(
      150,
    );
  });

  it('ranks only loan officers, and the seeded history gives last year and this year', async () => {
    const { body } = await api.call('GET', '/api/Production/Overview', { token: officer.token });
    expect(body.data.rankings.yearly.length).toBeGreaterThanOrEqual(4);
    expect(body.data.rankings.yearly.every((entry: { trend: string }) => ['up', 'down', 'same'].includes(entry.trend))).toBe(true);
    expect(body.data.pay.previousYear).toBeGreaterThan(0);
    expect(body.data.summary.loansFunded).toBeGreaterThan(0);
  });
});

describe('PUT /api/Production/Compensation/{userId}', () => {
  it('is for Admins only', async () => {
    for (const { token } of [officer, lender]) {
      expect(
        (await api.call('PUT', `/api/Production/Compensation/${officer.userId}`, { token, body: { compensationBps: 900 } })).status,
      ).toBe(403);
    }
  });

  it.each([
    [{}, 'Please enter compensation in basis points'],
    [{ compensationBps: 12.5 }, 'Please enter compensation in basis points'],
    [{ compensationBps: 1001 }, 'Compensation must be between 0 and 1000 basis points'],
    [{ compensationBps: -1 }, 'Compensation must be between 0 and 1000 basis points'],
  ])('refuses %o', async (body, message) => {
    const { status, body: answer } = await api.call('PUT', `/api/Production/Compensation/${officer.userId}`, { token: admin.token, body });
    expect(status).toBe(400);
    expect(answer.data.errors.compensationBps).toBe(message);
  });

  it('answers 404 for an unknown user', async () => {
    expect(
      (await api.call('PUT', '/api/Production/Compensation/999999', { token: admin.token, body: { compensationBps: 100 } })).status,
    ).toBe(404);
  });
});
