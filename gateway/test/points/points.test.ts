import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/platform/relay/globalId.ts';
import { codesOf } from '../harness/stack.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();
const OFFICER = toGlobalId('User', 2);
const LENDER = toGlobalId('User', 3);

const POINTS = `id balance lastActivity
  history(first: $first, after: $after) { pageInfo { hasNextPage endCursor } edges { node { id points action reason date balanceAfter } } }
  redemptionOptions { code name cost validity benefit affordable pointsNeeded }`;
const MINE = `query ($first: Int, $after: String) { viewer { id pointsBalance points { ${POINTS} user { id } } } }`;
const OF_USER = `query ($id: ID!, $first: Int, $after: String) { node(id: $id) { ... on User { pointsBalance points { ${POINTS} } } } }`;

type Entry = { id: string; points: number; action: string; reason: string; date: string; balanceAfter: number };
interface PointsView {
  id: string;
  balance: number;
  lastActivity: string | null;
  history: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: Entry }[] };
  redemptionOptions: {
    code: string;
    name: string;
    cost: number;
    validity: string;
    benefit: string | null;
    affordable: boolean;
    pointsNeeded: number;
  }[];
  user?: { id: string };
}

const upstreamPaths = () => stack.upstream.requests.map((request) => request.url.split('?')[0]);

describe('User.points for the user themself', () => {
  it('gives the balance, the last activity, the history and what the balance can redeem', async () => {
    const response = await stack.gql<{ viewer: { id: string; pointsBalance: number; points: PointsView } }>(
      MINE,
      { first: 2 },
      stack.lender,
    );
    expect(response.errors).toBeUndefined();
    const { viewer } = response.data!;
    const points = viewer.points;
    expect(points).toMatchObject({ id: toGlobalId('Points', 3), balance: 60, user: { id: LENDER } });
    expect(viewer.pointsBalance).toBe(points.balance);
    expect(points.history.edges.map((edge) => [edge.node.reason, edge.node.balanceAfter])).toEqual([
      ['Training event attended', 60],
      ['Weekend Warriors: 3 sessions this month', 50],
    ]);
    expect(points.lastActivity).toBe(points.history.edges[0]!.node.date);
    expect(points.redemptionOptions).toEqual([
      { code: 'FREE_APPRAISAL', name: 'Free Appraisal', cost: 50, validity: '6 months', benefit: null, affordable: true, pointsNeeded: 0 },
      {
        code: 'CREDIT_REDEMPTION_LOA',
        name: 'Credit Redemption LOA',
        cost: 75,
        validity: '30 days',
        benefit: null,
        affordable: false,
        pointsNeeded: 15,
      },
      {
        code: 'RATE_BOOST',
        name: 'Rate Boost',
        cost: 100,
        validity: '60 days',
        benefit: '0.25% rate reduction',
        affordable: false,
        pointsNeeded: 40,
      },
    ]);
  });

  it('pages the history newest first, the same entries as the deprecated pointsHistory', async () => {
    const page1 = await stack.gql<{ viewer: { points: PointsView } }>(MINE, { first: 2 }, stack.officer);
    const history1 = page1.data!.viewer.points.history;
    expect(history1.pageInfo.hasNextPage).toBe(true);
    const page2 = await stack.gql<{ viewer: { points: PointsView } }>(
      MINE,
      { first: 10, after: history1.pageInfo.endCursor },
      stack.officer,
    );
    const entries = [...history1.edges, ...page2.data!.viewer.points.history.edges].map((edge) => edge.node);
    expect(entries).toHaveLength(5);
    expect(entries[0]!.balanceAfter).toBe(page1.data!.viewer.points.balance);
    expect(page1.data!.viewer.points.redemptionOptions.every((option) => option.affordable)).toBe(true);

    const old = await stack.gql<{ pointsHistory: { edges: { node: Entry }[] } }>(
      `query ($userId: ID!) { pointsHistory(userId: $userId, first: 10) { edges { node { id points action reason date balanceAfter } } } }`,
      { userId: OFFICER },
      stack.officer,
    );
    expect(old.data!.pointsHistory.edges.map((edge) => edge.node)).toEqual(entries);
  });

  it('is null for another user’s points unless the viewer is an Admin', async () => {
    const response = await stack.gql<{ node: { pointsBalance: number | null; points: unknown } }>(OF_USER, { id: OFFICER }, stack.lender);
    expect(response.errors).toBeUndefined();
    expect(response.data!.node).toEqual({ pointsBalance: null, points: null });
    const asNode = await stack.gql<{ node: unknown }>(
      `query ($id: ID!) { node(id: $id) { id } }`,
      { id: toGlobalId('Points', 2) },
      stack.lender,
    );
    expect(asNode.data!.node).toBeNull();
    const own = await stack.gql<{ node: unknown }>(
      `query ($id: ID!) { node(id: $id) { ... on Points { balance } } }`,
      { id: toGlobalId('Points', 3) },
      stack.lender,
    );
    expect(own.data!.node).toEqual({ balance: 60 });
  });
});

describe('Points for an Admin', () => {
  it('reads any user’s points, as the owner sees them', async () => {
    const [asAdmin, asOwner] = await Promise.all([
      stack.gql<{ node: { pointsBalance: number; points: PointsView } }>(OF_USER, { id: OFFICER, first: 3 }, stack.admin),
      stack.gql<{ viewer: { points: PointsView } }>(MINE, { first: 3 }, stack.officer),
    ]);
    expect(asAdmin.errors).toBeUndefined();
    const { user: _user, ...ownView } = asOwner.data!.viewer.points;
    expect(asAdmin.data!.node.points).toEqual(ownView);
    expect(asAdmin.data!.node.pointsBalance).toBe(ownView.balance);
    const unknown = await stack.gql<{ node: unknown }>(
      `query ($id: ID!) { node(id: $id) { id } }`,
      { id: toGlobalId('Points', 99_999) },
      stack.admin,
    );
    expect(unknown.data!.node).toBeNull();
  });

  const OVERVIEW = `query ($first: Int, $after: String, $search: String) {
    usersWithPoints(first: $first, after: $after, search: $search) {
      totalCount pageInfo { hasNextPage endCursor }
      edges { node { id fullName email points { balance lastActivity } } }
    }
  }`;
  const OLD_OVERVIEW = `query ($first: Int, $after: String, $search: String) {
    pointsOverview(first: $first, after: $after, search: $search) { totalCount edges { node { user { id } fullName email points lastActivity } } }
  }`;
  type OverviewNode = { id: string; fullName: string; email: string; points: { balance: number; lastActivity: string | null } };
  type Overview = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: OverviewNode }[] };

  it('usersWithPoints pages every user with their points: one overview call and one user look-up per page', async () => {
    const first = await stack.gql<{ usersWithPoints: Overview }>(OVERVIEW, { first: 4 }, stack.admin);
    expect(first.errors).toBeUndefined();
    expect(upstreamPaths().sort()).toEqual(['/api/PointsManagement/GETALL_USERS_POINTS_OVERVIEW', '/api/User/GetUsersByIds']);
    const second = await stack.gql<{ usersWithPoints: Overview }>(
      OVERVIEW,
      { first: 100, after: first.data!.usersWithPoints.pageInfo.endCursor },
      stack.admin,
    );
    const rows = [...first.data!.usersWithPoints.edges, ...second.data!.usersWithPoints.edges].map((edge) => edge.node);
    expect(first.data!.usersWithPoints.pageInfo.hasNextPage).toBe(true);
    expect(rows).toHaveLength(first.data!.usersWithPoints.totalCount);

    // The same rows as the deprecated pointsOverview, in the same order.
    const old = await stack.gql<{
      pointsOverview: {
        totalCount: number;
        edges: { node: { user: { id: string }; fullName: string; email: string; points: number; lastActivity: string | null } }[];
      };
    }>(OLD_OVERVIEW, { first: 100 }, stack.admin);
    expect(old.data!.pointsOverview.totalCount).toBe(rows.length);
    expect(rows).toEqual(
      old.data!.pointsOverview.edges.map(({ node }) => ({
        id: node.user.id,
        fullName: node.fullName,
        email: node.email,
        points: { balance: node.points, lastActivity: node.lastActivity },
      })),
    );
    expect(rows.find((row) => row.id === OFFICER)!.points.balance).toBeGreaterThan(0);
  });

  it('usersWithPoints searches name and email, and is FORBIDDEN to anyone else', async () => {
    const found = await stack.gql<{ usersWithPoints: Overview }>(OVERVIEW, { search: 'ortega' }, stack.admin);
    expect(found.data!.usersWithPoints.totalCount).toBe(1);
    expect(found.data!.usersWithPoints.edges[0]!.node).toMatchObject({
      id: OFFICER,
      fullName: 'Oliver Ortega',
      email: 'officer@lendhub.demo',
    });
    stack.upstream.reset();
    for (const token of [stack.officer, stack.lender]) expect(codesOf(await stack.gql(OVERVIEW, {}, token))).toEqual(['FORBIDDEN']);
    expect(stack.upstream.requests).toHaveLength(0);
  });

  it('managePoints answers the user’s new points, and the deprecated overview row agrees', async () => {
    const before = await stack.gql<{ node: { points: PointsView } }>(OF_USER, { id: LENDER, first: 1 }, stack.admin);
    const balance = before.data!.node.points.balance;
    const result = await stack.gql<{
      managePoints: {
        overview: { points: number };
        user: {
          pointsBalance: number;
          points: { balance: number; lastActivity: string; redemptionOptions: { code: string; affordable: boolean }[] };
        };
      };
    }>(
      `mutation ($input: ManagePointsInput!) { managePoints(input: $input) {
        overview { points }
        user { pointsBalance points { balance lastActivity redemptionOptions { code affordable } } }
      } }`,
      { input: { userId: LENDER, pointsAmount: 100, action: 'ADD', reason: 'Referral bonus' } },
      stack.admin,
    );
    expect(result.errors).toBeUndefined();
    const { overview, user } = result.data!.managePoints;
    expect(user.points.balance).toBe(balance + 100);
    expect(overview.points).toBe(user.points.balance);
    expect(user.pointsBalance).toBe(user.points.balance);
    expect(user.points.redemptionOptions.every((option) => option.affordable)).toBe(true);
    expect(Date.parse(user.points.lastActivity)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('deprecated aliases', () => {
  it('are marked deprecated with the field to use instead', async () => {
    const response = await stack.gql<{
      __schema: { types: { name: string; fields: { name: string; isDeprecated: boolean; deprecationReason: string | null }[] | null }[] };
    }>(`{ __schema { types { name fields(includeDeprecated: true) { name isDeprecated deprecationReason } } } }`, {}, stack.admin);
    const reasonOf = (type: string, field: string) =>
      response.data!.__schema.types.find((t) => t.name === type)!.fields!.find((f) => f.name === field)!;
    expect(reasonOf('User', 'pointsBalance')).toEqual({
      name: 'pointsBalance',
      isDeprecated: true,
      deprecationReason: 'Use `points { balance }`.',
    });
    expect(reasonOf('Query', 'pointsOverview').deprecationReason).toMatch(/usersWithPoints/);
    expect(reasonOf('Query', 'pointsHistory').deprecationReason).toMatch(/User\.points\.history/);
    expect(reasonOf('ManagePointsPayload', 'overview').deprecationReason).toMatch(/points/);
    expect(reasonOf('User', 'points').isDeprecated).toBe(false);
  });
});
