import { describe, expect, it } from 'vitest';
import { codesOf, fieldsOf } from '../harness/stack.ts';
import { globalId } from '../harness/testData.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();
const OFFICER = globalId('User', 2);
const LENDER = globalId('User', 3);

const MANAGE = `mutation ($input: ManagePointsInput!) {
  managePoints(input: $input) {
    message
    overview { id internalId fullName email points lastActivity }
    historyEdge { cursor node { id points action reason balanceAfter authorName author { fullName } } }
    user { id pointsBalance }
  }
}`;
const HISTORY = `query ($userId: ID!, $first: Int, $after: String) {
  pointsHistory(userId: $userId, first: $first, after: $after) { pageInfo { hasNextPage endCursor } edges { node { id points action reason date balanceAfter } } }
}`;

describe('points', () => {
  it('managePoints adds with a reason, returning the overview row and the new history edge', async () => {
    const result = await stack.gql<{ managePoints: any }>(
      MANAGE,
      { input: { userId: LENDER, pointsAmount: 40, action: 'ADD', reason: 'Referral bonus' } },
      stack.admin,
    );
    expect(result.errors).toBeUndefined();
    const payload = result.data!.managePoints;
    expect(payload.message).toBe('Points added successfully');
    expect(payload.overview).toMatchObject({ internalId: 3, fullName: 'Lena Whitfield', email: 'lender@lendhub.demo', points: 100 });
    expect(payload.historyEdge.node).toMatchObject({
      points: 40,
      action: 'ADD',
      reason: 'Referral bonus',
      balanceAfter: 100,
      authorName: 'Avery Admin',
      author: { fullName: 'Avery Admin' },
    });
    expect(payload.user).toEqual({ id: LENDER, pointsBalance: 100 });

    // The lender sees the change in their own balance, history and notifications.
    const mine = await stack.gql<{ viewer: any; notifications: any }>(
      `{ viewer { pointsBalance } notifications(first: 1) { unreadCount edges { node { kind title isRead } } } }`,
      {},
      stack.lender,
    );
    expect(mine.data!.viewer.pointsBalance).toBe(100);
    expect(mine.data!.notifications.edges[0].node).toEqual({ kind: 'POINTS_RECEIVED', title: 'You received 40 points', isRead: false });
  });

  it('refuses an over-subtraction and missing fields with the spec messages', async () => {
    const over = await stack.gql(
      MANAGE,
      { input: { userId: LENDER, pointsAmount: 100000, action: 'SUBTRACT', reason: 'Too much' } },
      stack.admin,
    );
    expect(codesOf(over)).toEqual(['BAD_USER_INPUT']);
    expect(over.errors![0]!.message).toMatch(/^Insufficient points: balance is \d+$/);
    expect(Object.keys(fieldsOf(over)!)).toEqual(['pointsAmount']);
    const missing = await stack.gql(MANAGE, { input: { userId: LENDER, pointsAmount: 5 } }, stack.admin);
    expect(missing.errors![0]!.message).toBe('Please fill in all fields');
    expect(fieldsOf(missing)).toEqual({ action: 'Please fill in all fields', reason: 'Please fill in all fields' });
    const noUser = await stack.gql(MANAGE, { input: { pointsAmount: 5, action: 'ADD', reason: 'x' } }, stack.admin);
    expect(fieldsOf(noUser)).toEqual({ userId: 'Please fill in all fields' });
  });

  it('is admin-only: FORBIDDEN for the Loan Officer and the Account Executive, nothing sent upstream', async () => {
    for (const token of [stack.officer, stack.lender]) {
      expect(
        codesOf(await stack.gql(MANAGE, { input: { userId: OFFICER, pointsAmount: 999, action: 'ADD', reason: 'Me' } }, token)),
      ).toEqual(['FORBIDDEN']);
      expect(codesOf(await stack.gql(`{ pointsOverview { totalCount } }`, {}, token))).toEqual(['FORBIDDEN']);
    }
    expect(stack.upstream.requests).toHaveLength(0);
  });

  it('pointsOverview pages with totalCount and search (admin)', async () => {
    const result = await stack.gql<{ pointsOverview: any }>(
      `{ pointsOverview(first: 3, search: "ortega") { totalCount edges { node { id fullName points user { email } } } } }`,
      {},
      stack.admin,
    );
    expect(result.data!.pointsOverview).toEqual({
      totalCount: 1,
      edges: [
        { node: { id: globalId('PointsOverview', 2), fullName: 'Oliver Ortega', points: 1065, user: { email: 'officer@lendhub.demo' } } },
      ],
    });
  });

  it('pointsHistory: keyset pages newest first; your own or any as admin; FORBIDDEN otherwise', async () => {
    const page1 = await stack.gql<{ pointsHistory: any }>(HISTORY, { userId: OFFICER, first: 2 }, stack.officer);
    expect(page1.errors).toBeUndefined();
    expect(page1.data!.pointsHistory.pageInfo.hasNextPage).toBe(true);
    const page2 = await stack.gql<{ pointsHistory: any }>(
      HISTORY,
      { userId: OFFICER, first: 10, after: page1.data!.pointsHistory.pageInfo.endCursor },
      stack.admin,
    );
    const all = [...page1.data!.pointsHistory.edges, ...page2.data!.pointsHistory.edges].map((edge: any) => edge.node);
    expect(all).toHaveLength(5);
    expect(all[0].balanceAfter).toBe(1065);
    expect(new Set(all.map((entry: any) => entry.id)).size).toBe(5);
    expect(codesOf(await stack.gql(HISTORY, { userId: OFFICER }, stack.lender))).toEqual(['FORBIDDEN']);
    const entry = await stack.gql<{ node: any }>(
      `query ($id: ID!) { node(id: $id) { ... on PointsEntry { reason } } }`,
      { id: all[0].id },
      stack.officer,
    );
    expect(entry.data!.node.reason).toBe(all[0].reason);
  });
});
