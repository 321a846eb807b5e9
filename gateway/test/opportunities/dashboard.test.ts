import { crmSandboxData } from '@lendhub/api';
import { describe, expect, it } from 'vitest';
import { DEMO, type DemoRole } from '../harness/stack.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

const QUERY = `query ($range: DateRangeInput) {
  pipelineDashboard(range: $range) {
    range { start end }
    currency
    pipeline { name stages { name position } }
    statusCounts { open won lost total }
    value { open won lost total }
    conversionRate
    funnel { stage { name } count value reachedCount }
    salesPipelineBySource { source count value open won lost }
    stageDistribution { stage { name } count share }
  }
}`;

interface Dashboard {
  range: { start: string; end: string };
  currency: string;
  pipeline: { name: string; stages: { name: string; position: number }[] };
  statusCounts: Record<'open' | 'won' | 'lost' | 'total', number>;
  value: Record<'open' | 'won' | 'lost' | 'total', number>;
  conversionRate: number;
  funnel: { stage: { name: string }; count: number; value: number; reachedCount: number }[];
  salesPipelineBySource: { source: string; count: number; value: number; open: number; won: number; lost: number }[];
  stageDistribution: { stage: { name: string }; count: number; share: number }[];
}

/** The same figures, computed the obvious way: calendar days compared as text, plain loops. */
function expectedFor(email: string, firstDay: string, lastDay: string) {
  const { pipelines, opportunities } = crmSandboxData();
  const pipeline = pipelines[0]!;
  const stageNames = [...pipeline.stages].sort((a, b) => a.position - b.position).map((s) => s.name);
  const stageNameOf = new Map(pipeline.stages.map((s) => [s.id, s.name]));
  const counts = { open: 0, won: 0, lost: 0, total: 0 };
  const values = { open: 0, won: 0, lost: 0, total: 0 };
  const perStage = new Map(stageNames.map((name) => [name, { count: 0, value: 0 }]));
  const perSource = new Map<string, { count: number; value: number }>();
  for (const o of opportunities) {
    const day = o.createdAt.slice(0, 10);
    if (o.pipelineId !== pipeline.id || day < firstDay || day > lastDay || !o.contact.email.includes(email)) continue;
    counts[o.status] += 1;
    counts.total += 1;
    values[o.status] += o.monetaryValue;
    values.total += o.monetaryValue;
    const stage = perStage.get(stageNameOf.get(o.pipelineStageId)!)!;
    stage.count += 1;
    stage.value += o.monetaryValue;
    const source = perSource.get(o.source) ?? { count: 0, value: 0 };
    source.count += 1;
    source.value += o.monetaryValue;
    perSource.set(o.source, source);
  }
  const reached = stageNames.map((_, index) => stageNames.slice(index).reduce((sum, name) => sum + perStage.get(name)!.count, 0));
  return { counts, values, stageNames, perStage, perSource, reached };
}

async function dashboardFor(role: DemoRole, range?: { start: string; end: string }): Promise<Dashboard> {
  const response = await stack.gql<{ pipelineDashboard: Dashboard }>(QUERY, range ? { range } : {}, await stack.tokenFor(role));
  expect(response.errors).toBeUndefined();
  return response.data!.pipelineDashboard;
}

const ROLES = Object.keys(DEMO) as DemoRole[];
const RANGES = [
  { name: 'the default range 2024-01-01 – 2024-01-14', range: undefined, firstDay: '2024-01-01', lastDay: '2024-01-14' },
  { name: 'the whole of 2024', range: { start: '2024-01-01', end: '2024-12-31' }, firstDay: '2024-01-01', lastDay: '2024-12-31' },
];

describe.each(RANGES)('pipelineDashboard over $name', ({ range, firstDay, lastDay }) => {
  it.each(ROLES)('matches the independently computed figures for %s', async (role) => {
    const dashboard = await dashboardFor(role, range);
    const expected = expectedFor(DEMO[role], firstDay, lastDay);

    expect(dashboard.range).toEqual({ start: firstDay, end: lastDay });
    expect(dashboard.currency).toBe('USD');
    expect(dashboard.pipeline.name).toBe('Mortgage Pipeline');
    expect(dashboard.pipeline.stages.map((s) => s.name)).toEqual(expected.stageNames);

    expect(expected.counts.total).toBeGreaterThan(0);
    expect(dashboard.statusCounts).toEqual(expected.counts);
    expect(dashboard.value).toEqual(expected.values);
    expect(dashboard.conversionRate).toBeCloseTo(expected.counts.won / expected.counts.total, 10);

    expect(dashboard.funnel).toEqual(
      expected.stageNames.map((name, index) => ({
        stage: { name },
        count: expected.perStage.get(name)!.count,
        value: expected.perStage.get(name)!.value,
        reachedCount: expected.reached[index],
      })),
    );
    expect(dashboard.stageDistribution.map((s) => [s.stage.name, s.count])).toEqual(
      expected.stageNames.map((name) => [name, expected.perStage.get(name)!.count]),
    );
    for (const share of dashboard.stageDistribution) expect(share.share).toBeCloseTo(share.count / expected.counts.total, 10);

    expect(new Map(dashboard.salesPipelineBySource.map((s) => [s.source, { count: s.count, value: s.value }]))).toEqual(expected.perSource);
    const counts = dashboard.salesPipelineBySource.map((s) => s.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe('pipelineDashboard', () => {
  it('shows each user only their own opportunities', async () => {
    const [admin, officer] = await Promise.all([dashboardFor('ADMIN'), dashboardFor('LOAN_OFFICER')]);
    expect(admin.value.total).not.toBe(officer.value.total);
  });

  it('refuses a malformed or reversed range with BAD_USER_INPUT', async () => {
    const token = await stack.tokenFor('ADMIN');
    const reversed = await stack.gql(QUERY, { range: { start: '2024-02-01', end: '2024-01-01' } }, token);
    expect(reversed.errors?.[0]).toMatchObject({
      message: 'The end date must not be before the start date',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const malformed = await stack.gql(QUERY, { range: { start: '01/01/2024', end: '2024-01-14' } }, token);
    expect(malformed.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it('needs a signed-in user', async () => {
    const response = await stack.gql(QUERY, {}, null);
    expect(response.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    expect(response.data?.pipelineDashboard ?? null).toBeNull();
  });
});
