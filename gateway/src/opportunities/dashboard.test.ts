import { describe, expect, it } from 'vitest';
import type { CrmOpportunity, CrmPipeline } from '../datasources/crm.ts';
import { computeDashboard } from './dashboard.ts';

// Stages listed out of order on purpose: the dashboard orders them by position.
const pipeline: CrmPipeline = {
  id: 'p1',
  name: 'Mortgage',
  stages: [
    { id: 's3', name: 'Closing', position: 2 },
    { id: 's1', name: 'New Lead', position: 0 },
    { id: 's2', name: 'Application', position: 1 },
  ],
};

let next = 0;
function deal(status: string, value: number | null, stage: string | null, source: string | null, email = 'me@x.test'): CrmOpportunity {
  next += 1;
  return { id: `o${next}`, status, monetaryValue: value, pipelineStageId: stage, source, contact: { email } };
}

describe('computeDashboard', () => {
  const deals = [
    deal('open', 100_000, 's1', 'Google Ads'),
    deal('open', 50_000, 's2', 'Google Ads'),
    deal('won', 400_000, 's3', 'Referral'),
    deal('lost', 75_000, 's1', null),
    deal('abandoned', 10_000, 's2', 'Website'),
    deal('won', 200_000, 'gone-stage', 'Referral'),
    deal('won', 999_999, 's3', 'Referral', 'someone-else@x.test'),
  ];
  const figures = computeDashboard(pipeline, deals, 'ME@x.test');

  it('counts statuses and sums values of the viewer’s deals only (case-insensitive)', () => {
    expect(figures.statusCounts).toEqual({ open: 2, won: 2, lost: 1, total: 6 });
    expect(figures.value).toEqual({ open: 150_000, won: 600_000, lost: 75_000, total: 835_000 });
  });

  it('computes conversion as won divided by total', () => {
    expect(figures.conversionRate).toBeCloseTo(2 / 6);
  });

  it('orders the funnel by stage position and narrows it stage by stage', () => {
    expect(figures.funnel.map((f) => [f.stage.name, f.count, f.value, f.reachedCount])).toEqual([
      ['New Lead', 2, 175_000, 5],
      ['Application', 2, 60_000, 3],
      ['Closing', 1, 400_000, 1],
    ]);
  });

  it('groups by source, most deals first (then highest value), with Unknown for a missing source', () => {
    expect(figures.salesPipelineBySource).toEqual([
      { source: 'Referral', count: 2, value: 600_000, open: 0, won: 2, lost: 0 },
      { source: 'Google Ads', count: 2, value: 150_000, open: 2, won: 0, lost: 0 },
      { source: 'Unknown', count: 1, value: 75_000, open: 0, won: 0, lost: 1 },
      { source: 'Website', count: 1, value: 10_000, open: 0, won: 0, lost: 0 },
    ]);
  });

  it('gives each stage its share of the deals in a known stage', () => {
    expect(figures.stageDistribution.map((s) => [s.stage.name, s.count, s.share])).toEqual([
      ['New Lead', 2, 0.4],
      ['Application', 2, 0.4],
      ['Closing', 1, 0.2],
    ]);
  });

  it('gives zeros, not NaN, when nothing matches', () => {
    const empty = computeDashboard(pipeline, deals, 'nobody@x.test');
    expect(empty.statusCounts.total).toBe(0);
    expect(empty.conversionRate).toBe(0);
    expect(empty.stageDistribution.every((s) => s.share === 0)).toBe(true);
    expect(empty.salesPipelineBySource).toEqual([]);
  });
});
