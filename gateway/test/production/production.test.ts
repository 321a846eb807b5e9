import { describe, expect, it } from 'vitest';
import { codesOf } from '../harness/stack.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

/** The home page's production widgets, as its one query asks for them. */
const HOME = `{
  production {
    year
    summary { loansFunded volume months { month volume loansFunded } byLoanType { loanType loansFunded volume } }
    payStatement { compensationBps yearToDate previousYear months { month earnings } }
    monthly: rankings(period: MONTHLY) { rank userId fullName volume loansClosed trend lh100 compensationBps }
    yearly: rankings(period: YEARLY) { rank fullName volume trend lh100 }
  }
}`;

describe('production', () => {
  it('answers the whole home dashboard from one upstream call', async () => {
    stack.upstream.reset();
    const result = await stack.gql<{ production: any }>(HOME, {}, stack.officer);
    expect(result.errors).toBeUndefined();
    expect(stack.upstream.requests.map((request) => request.url)).toEqual(['/api/Production/Overview']);
    const { production } = result.data!;
    expect(production.year).toBe(new Date().getUTCFullYear());
    expect(production.summary.months).toHaveLength(12);
    expect(production.payStatement.compensationBps).toBe(100);
    expect(production.yearly.length).toBeGreaterThan(0);
    expect(production.yearly.every((row: any) => row.lh100 === false)).toBe(true);
    for (const row of production.monthly) {
      expect(row.lh100).toBe(row.volume >= 1_500_000);
      expect(['UP', 'DOWN', 'SAME']).toContain(row.trend);
      expect(row.compensationBps).toBeNull();
    }
  });

  it('lets only an Admin set compensation, and then shows it to the Admin and in the pay statement', async () => {
    const home = await stack.gql<{ production: any }>(HOME, {}, stack.admin);
    const officerRow =
      home.data!.production.monthly.find((row: any) => row.fullName === 'Oliver Ortega') ?? home.data!.production.monthly[0];
    const SET = `mutation ($input: SetCompensationInput!) { setCompensation(input: $input) { userId compensationBps message } }`;
    expect(codesOf(await stack.gql(SET, { input: { userId: officerRow.userId, compensationBps: 150 } }, stack.officer))).toEqual([
      'FORBIDDEN',
    ]);
    const set = await stack.gql<{ setCompensation: any }>(SET, { input: { userId: officerRow.userId, compensationBps: 150 } }, stack.admin);
    expect(set.data!.setCompensation).toEqual({
      userId: officerRow.userId,
      compensationBps: 150,
      message: 'Compensation updated successfully',
    });
    const again = await stack.gql<{ production: any }>(HOME, {}, stack.admin);
    expect(again.data!.production.monthly.find((row: any) => row.userId === officerRow.userId).compensationBps).toBe(150);

    const refused = await stack.gql(SET, { input: { userId: officerRow.userId, compensationBps: 5000 } }, stack.admin);
    expect(codesOf(refused)).toEqual(['BAD_USER_INPUT']);
  });
});
