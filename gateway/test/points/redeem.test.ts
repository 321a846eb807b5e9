import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/platform/relay/globalId.ts';
import { useStack } from '../harness/signedIn.ts';
import { codesOf, fieldsOf } from '../harness/stack.ts';
import { ROLE_IDS, uniqueEmail } from '../harness/testData.ts';

// `redeemPoints`: the viewer spends their own points through the API's ledger, over real HTTP.

const stack = useStack();

const REDEEM = `mutation ($input: RedeemPointsInput!) {
  redeemPoints(input: $input) {
    message
    points { id balance redemptionOptions { code affordable pointsNeeded } history(first: 1) { edges { node { reason points action } } } }
    historyEdge { cursor node { id points action reason balanceAfter } }
  }
}`;
const BALANCE = `{ viewer { points { balance } } }`;

interface RedeemPayload {
  redeemPoints: {
    message: string;
    points: {
      id: string;
      balance: number;
      redemptionOptions: { code: string; affordable: boolean; pointsNeeded: number }[];
      history: { edges: { node: { reason: string; points: number; action: string } }[] };
    };
    historyEdge: { cursor: string; node: { id: string; points: number; action: string; reason: string; balanceAfter: number } };
  };
}

/** A fresh user of `roleId` holding `points`, signed in. */
async function userWith(points: number, roleId = ROLE_IDS.LOAN_OFFICER): Promise<{ id: string; token: string }> {
  const email = uniqueEmail('redeem');
  const created = await stack.gql<{ createUser: { user: { id: string } } }>(
    `mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }`,
    { input: { fullName: 'Remy Redeemer', email, phoneNumber: '5550109876', roleId, password: 'password-123' } },
    stack.admin,
  );
  const id = created.data!.createUser.user.id;
  if (points > 0) {
    const added = await stack.gql(
      `mutation ($input: ManagePointsInput!) { managePoints(input: $input) { message } }`,
      { input: { userId: id, pointsAmount: points, action: 'ADD', reason: 'Starting balance' } },
      stack.admin,
    );
    expect(added.errors).toBeUndefined();
  }
  const login = await stack.gql<{ login: { token: string } }>(`mutation ($input: LoginInput!) { login(input: $input) { token } }`, {
    input: { email, password: 'password-123' },
  });
  return { id, token: login.data!.login.token };
}

const balanceOf = async (token: string) =>
  (await stack.gql<{ viewer: { points: { balance: number } } }>(BALANCE, {}, token)).data!.viewer.points.balance;

describe('redeemPoints', () => {
  it("spends the viewer's points: the payload has the message, the new balance, what is still affordable and the ledger entry", async () => {
    const user = await userWith(120);
    const response = await stack.gql<RedeemPayload>(REDEEM, { input: { reward: 'CREDIT_REDEMPTION_LOA' } }, user.token);
    expect(response.errors).toBeUndefined();
    const payload = response.data!.redeemPoints;
    expect(payload.message).toBe('Credit Redemption LOA redeemed for 75 points');
    expect(payload.points.id).toBe(toGlobalId('Points', Buffer.from(user.id, 'base64').toString().split(':')[1]!));
    expect(payload.points.balance).toBe(45);
    expect(payload.points.redemptionOptions).toEqual([
      { code: 'FREE_APPRAISAL', affordable: false, pointsNeeded: 5 },
      { code: 'CREDIT_REDEMPTION_LOA', affordable: false, pointsNeeded: 30 },
      { code: 'RATE_BOOST', affordable: false, pointsNeeded: 55 },
    ]);
    expect(payload.points.history.edges[0]!.node).toEqual({ reason: 'Redeemed: Credit Redemption LOA', points: 75, action: 'SUBTRACT' });
    expect(payload.historyEdge.node).toMatchObject({
      points: 75,
      action: 'SUBTRACT',
      reason: 'Redeemed: Credit Redemption LOA',
      balanceAfter: 45,
    });
    expect(await balanceOf(user.token)).toBe(45);
  });

  it('works for an Account Executive and an Admin too, each on their own balance', async () => {
    const executive = await userWith(100, ROLE_IDS.ACCOUNT_EXECUTIVE);
    const boosted = await stack.gql<RedeemPayload>(REDEEM, { input: { reward: 'RATE_BOOST' } }, executive.token);
    expect(boosted.data!.redeemPoints.points.balance).toBe(0);
    const owner = await userWith(50, ROLE_IDS.ADMIN);
    const appraisal = await stack.gql<RedeemPayload>(REDEEM, { input: { reward: 'FREE_APPRAISAL' } }, owner.token);
    expect(appraisal.errors).toBeUndefined();
    expect(appraisal.data!.redeemPoints.points.balance).toBe(0);
  });

  it('refuses a short balance as BAD_USER_INPUT on `reward`, and writes nothing', async () => {
    const user = await userWith(60);
    const response = await stack.gql<RedeemPayload>(REDEEM, { input: { reward: 'RATE_BOOST' } }, user.token);
    expect(response.data).toBeNull();
    expect(codesOf(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors![0]!.message).toBe('Not enough points: Rate Boost costs 100 points and your balance is 60');
    expect(fieldsOf(response)).toEqual({ reward: 'Not enough points: Rate Boost costs 100 points and your balance is 60' });
    expect(await balanceOf(user.token)).toBe(60);
  });

  it('needs a signed-in viewer and a known reward', async () => {
    expect(codesOf(await stack.gql(REDEEM, { input: { reward: 'FREE_APPRAISAL' } }))).toEqual(['UNAUTHENTICATED']);
    const user = await userWith(0);
    const unknown = await stack.gql(REDEEM, { input: { reward: 'FREE_LUNCH' } }, user.token);
    expect(unknown.errors).toBeDefined();
    expect(unknown.data).toBeUndefined();
  });

  it('applies concurrent redemptions exactly, never below zero', async () => {
    const user = await userWith(275);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => stack.gql<RedeemPayload>(REDEEM, { input: { reward: 'FREE_APPRAISAL' } }, user.token)),
    );
    const accepted = results.filter((result) => !result.errors);
    const refused = results.filter((result) => result.errors);
    expect(accepted).toHaveLength(5);
    expect(refused.map((result) => result.errors![0]!.message)).toEqual(
      Array(3).fill('Not enough points: Free Appraisal costs 50 points and your balance is 25'),
    );
    expect(accepted.map((result) => result.data!.redeemPoints.historyEdge.node.balanceAfter).sort((a, b) => b - a)).toEqual([
      225, 175, 125, 75, 25,
    ]);
    expect(await balanceOf(user.token)).toBe(25);
  });
});
