import { crmSandboxData } from '@lendhub/api';
import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/platform/relay/globalId.ts';
import { codesOf, DEMO, type DemoRole } from '../harness/stack.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

const YEAR = { start: '2024-01-01', end: '2024-12-31' };

const LIST = `query ($range: DateRangeInput, $status: OpportunityStatus, $first: Int, $after: String) {
  opportunities(range: $range, status: $status, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage endCursor }
    edges { cursor node { id crmId name status monetaryValue source contactEmail createdAt updatedAt lastStatusChangeAt stage { id crmId name position } } }
  }
}`;

interface OpportunityNode {
  id: string;
  crmId: string;
  name: string | null;
  status: string | null;
  monetaryValue: number | null;
  source: string | null;
  contactEmail: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  lastStatusChangeAt: string | null;
  stage: { id: string; crmId: string; name: string; position: number } | null;
}
interface Page {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: OpportunityNode }[];
}

/** The sandbox's mortgage-pipeline records created on the days first..last, as a viewer may see them. */
function seeded(role: DemoRole | 'ALL', firstDay: string, lastDay: string) {
  const { pipelines, opportunities } = crmSandboxData();
  return opportunities.filter((o) => {
    const day = o.createdAt.slice(0, 10);
    return (
      o.pipelineId === pipelines[0]!.id && day >= firstDay && day <= lastDay && (role === 'ALL' || o.contact.email.includes(DEMO[role]))
    );
  });
}

async function page(role: DemoRole, variables: Record<string, unknown>): Promise<Page> {
  const response = await stack.gql<{ opportunities: Page }>(LIST, variables, await stack.tokenFor(role));
  expect(response.errors).toBeUndefined();
  return response.data!.opportunities;
}

/** Every page, following endCursor. */
async function everyPage(role: DemoRole, variables: Record<string, unknown>): Promise<{ pages: Page[]; nodes: OpportunityNode[] }> {
  const pages: Page[] = [];
  let after: string | null = null;
  do {
    const next = await page(role, { ...variables, after });
    pages.push(next);
    after = next.pageInfo.hasNextPage ? next.pageInfo.endCursor : null;
  } while (after && pages.length < 50);
  return { pages, nodes: pages.flatMap((p) => p.edges.map((edge) => edge.node)) };
}

const CRM = '/sandbox/crm/';
const crmCalls = () => stack.upstream.requests.filter((request) => request.url.startsWith(CRM));

describe('opportunities', () => {
  it('pages through the viewer’s opportunities of the range, newest first, each with the CRM’s fields', async () => {
    const expected = seeded('LOAN_OFFICER', YEAR.start, YEAR.end);
    const { pages, nodes } = await everyPage('LOAN_OFFICER', { range: YEAR, first: 20 });

    expect(expected.length).toBeGreaterThan(40); // several pages
    expect(pages.every((p) => p.totalCount === expected.length)).toBe(true);
    expect(pages.map((p) => p.pageInfo.hasPreviousPage)).toEqual(pages.map((_, index) => index > 0));
    expect(pages.slice(0, -1).every((p) => p.edges.length === 20)).toBe(true);
    expect(nodes.map((n) => n.crmId).sort()).toEqual(expected.map((o) => o.id).sort());
    const created = nodes.map((n) => n.createdAt!);
    expect(created).toEqual([...created].sort().reverse());

    const record = expected[0]!;
    const node = nodes.find((n) => n.crmId === record.id)!;
    const stage = crmSandboxData().pipelines[0]!.stages.find((s) => s.id === record.pipelineStageId)!;
    expect(node).toEqual({
      id: toGlobalId('Opportunity', record.id),
      crmId: record.id,
      name: record.name,
      status: record.status.toUpperCase(),
      monetaryValue: record.monetaryValue,
      source: record.source,
      contactEmail: record.contact.email,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      lastStatusChangeAt: record.lastStatusChangeAt,
      stage: { id: toGlobalId('PipelineStage', stage.id), crmId: stage.id, name: stage.name, position: stage.position },
    });
  });

  it('uses the dashboard’s default range and filters by status', async () => {
    const defaults = await page('ACCOUNT_EXECUTIVE', { first: 100 });
    expect(defaults.totalCount).toBe(seeded('ACCOUNT_EXECUTIVE', '2024-01-01', '2024-01-14').length);
    const won = await page('ACCOUNT_EXECUTIVE', { range: YEAR, status: 'WON', first: 100 });
    expect(won.totalCount).toBe(seeded('ACCOUNT_EXECUTIVE', YEAR.start, YEAR.end).filter((o) => o.status === 'won').length);
    expect(won.edges.every((edge) => edge.node.status === 'WON')).toBe(true);
  });

  it.each(['LOAN_OFFICER', 'ACCOUNT_EXECUTIVE'] as const)('shows %s only the opportunities with their email', async (role) => {
    const { nodes } = await everyPage(role, { first: 100 });
    expect(nodes.length).toBe(seeded(role, '2024-01-01', '2024-01-14').length);
    expect(nodes.every((n) => n.contactEmail!.includes(DEMO[role]))).toBe(true);
  });

  it('shows an Admin every opportunity of the pipeline, borrowers’ and other users’ included', async () => {
    const { nodes } = await everyPage('ADMIN', { first: 100 });
    expect(nodes.map((n) => n.crmId).sort()).toEqual(
      seeded('ALL', '2024-01-01', '2024-01-14')
        .map((o) => o.id)
        .sort(),
    );
    expect(nodes.some((n) => n.contactEmail === DEMO.LOAN_OFFICER)).toBe(true);
    expect(nodes.some((n) => n.contactEmail!.endsWith('@example.com'))).toBe(true);
  });

  it('refuses a bad range, page size or cursor with BAD_USER_INPUT and needs a signed-in user', async () => {
    const token = await stack.tokenFor('ADMIN');
    expect(codesOf(await stack.gql(LIST, { range: { start: '2024-02-01', end: '2024-01-01' } }, token))).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await stack.gql(LIST, { first: 101 }, token))).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await stack.gql(LIST, { after: 'bogus' }, token))).toEqual(['BAD_USER_INPUT']);
    stack.upstream.reset();
    const anonymous = await stack.gql(LIST, {}, null);
    expect(codesOf(anonymous)).toEqual(['UNAUTHENTICATED']);
    expect(crmCalls()).toHaveLength(0);
  });
});

describe('node(id:) for opportunities and stages', () => {
  const NODE = `query ($id: ID!) { node(id: $id) { __typename id ... on Opportunity { crmId contactEmail stage { name } } ... on PipelineStage { name position } } }`;

  it('resolves the viewer’s own opportunity, hides another user’s from them but not from an Admin', async () => {
    const mine = seeded('LOAN_OFFICER', YEAR.start, YEAR.end)[0]!;
    const theirs = seeded('ACCOUNT_EXECUTIVE', YEAR.start, YEAR.end)[0]!;
    const officer = await stack.tokenFor('LOAN_OFFICER');
    const own = await stack.gql<{ node: Record<string, unknown> | null }>(NODE, { id: toGlobalId('Opportunity', mine.id) }, officer);
    expect(own.errors).toBeUndefined();
    expect(own.data!.node).toMatchObject({ __typename: 'Opportunity', crmId: mine.id, contactEmail: DEMO.LOAN_OFFICER });

    const hidden = await stack.gql<{ node: unknown }>(NODE, { id: toGlobalId('Opportunity', theirs.id) }, officer);
    expect(hidden).toMatchObject({ data: { node: null } });
    expect(hidden.errors).toBeUndefined();
    const asAdmin = await stack.gql<{ node: Record<string, unknown> | null }>(
      NODE,
      { id: toGlobalId('Opportunity', theirs.id) },
      await stack.tokenFor('ADMIN'),
    );
    expect(asAdmin.data!.node).toMatchObject({ crmId: theirs.id, contactEmail: DEMO.ACCOUNT_EXECUTIVE });
  });

  it('answers null for an opportunity the CRM does not know and resolves a pipeline stage', async () => {
    const token = await stack.tokenFor('ADMIN');
    expect((await stack.gql(NODE, { id: toGlobalId('Opportunity', 'no-such-deal') }, token)).data).toEqual({ node: null });
    const closing = crmSandboxData().pipelines[0]!.stages.at(-1)!;
    const stage = await stack.gql<{ node: unknown }>(NODE, { id: toGlobalId('PipelineStage', closing.id) }, token);
    expect(stage.data!.node).toEqual({
      __typename: 'PipelineStage',
      id: toGlobalId('PipelineStage', closing.id),
      name: 'Closing',
      position: 5,
    });
  });
});

describe('pipelineDashboard and opportunities in one request', () => {
  const DASHBOARD = `query ($range: DateRangeInput) { pipelineDashboard(range: $range) { statusCounts { total } funnel { stage { id name } count } } }`;
  const BOTH = `query ($range: DateRangeInput, $id: ID!) {
    pipelineDashboard(range: $range) { statusCounts { total } funnel { stage { id name } count } }
    opportunities(range: $range, first: 100) { totalCount edges { node { id stage { id name } } } }
    node(id: $id) { ... on Opportunity { crmId } }
  }`;

  it('share their CRM calls (node(id:) of a listed opportunity too): the same calls as the dashboard alone', async () => {
    const token = await stack.tokenFor('LOAN_OFFICER');
    const alone = await stack.gql(DASHBOARD, { range: YEAR }, token);
    expect(alone.errors).toBeUndefined();
    const dashboardAlone = crmCalls().map((request) => request.url);
    // Every opportunity of the mortgage pipeline in 2024, 100 a page, plus the pipelines.
    expect(dashboardAlone).toHaveLength(1 + Math.ceil(seeded('ALL', YEAR.start, YEAR.end).length / 100));

    stack.upstream.reset();
    const mine = seeded('LOAN_OFFICER', YEAR.start, YEAR.end)[0]!;
    const both = await stack.gql<{
      pipelineDashboard: { statusCounts: { total: number }; funnel: { stage: { id: string } }[] };
      opportunities: { totalCount: number };
      node: unknown;
    }>(BOTH, { range: YEAR, id: toGlobalId('Opportunity', mine.id) }, token);
    expect(both.errors).toBeUndefined();
    expect(crmCalls().map((request) => request.url)).toEqual(dashboardAlone);
    expect(crmCalls().filter((request) => request.url.startsWith(`${CRM}pipelines/?`) || request.url === `${CRM}pipelines/`)).toHaveLength(
      1,
    );

    // The two fields agree: the dashboard counts the viewer's opportunities, the list holds them.
    expect(both.data!.opportunities.totalCount).toBe(both.data!.pipelineDashboard.statusCounts.total);
    expect(both.data!.node).toEqual({ crmId: mine.id });
    expect(both.data!.pipelineDashboard.funnel.map((f) => f.stage.id)).toEqual(
      crmSandboxData().pipelines[0]!.stages.map((s) => toGlobalId('PipelineStage', s.id)),
    );
  });
});
