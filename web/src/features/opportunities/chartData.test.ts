import { describe, expect, it } from 'vitest';
import {
  conversionSlices,
  conversionSummary,
  funnelSteps,
  funnelSummary,
  sourceBars,
  sourceSummary,
  stageSlices,
  stageSummary,
  statusSlices,
  statusSummary,
  valueBars,
  valueSummary,
} from './chartData';
import { CHART_PALETTE, STATUS_COLORS } from './palette';

const counts = { open: 3, won: 2, lost: 1, total: 7 };
const values = { open: 450_000, won: 812_500, lost: 99_499, total: 1_400_000 };
const stages = ['New Lead', 'Application', 'Closing'].map((name) => ({ name }));

describe('Opportunity Status', () => {
  it('gives a slice per status in use and counts unknown statuses as Other', () => {
    expect(statusSlices(counts)).toEqual([
      { name: 'Open', value: 3, color: STATUS_COLORS.open },
      { name: 'Won', value: 2, color: STATUS_COLORS.won },
      { name: 'Lost', value: 1, color: STATUS_COLORS.lost },
      { name: 'Other', value: 1, color: STATUS_COLORS.other },
    ]);
    expect(statusSlices({ open: 0, won: 1, lost: 0, total: 1 }).map((s) => s.name)).toEqual(['Won']);
  });

  it('summarises the counts in words', () => {
    expect(statusSummary(counts)).toBe('7 opportunities: 3 open, 2 won, 1 lost.');
    expect(statusSummary({ open: 1, won: 0, lost: 0, total: 1 })).toBe('1 opportunity: 1 open, 0 won, 0 lost.');
  });
});

describe('Opportunity Value', () => {
  it('draws each status in thousands of dollars and states the exact amounts', () => {
    expect(valueBars(values).map((bar) => [bar.name, bar.thousands])).toEqual([
      ['Open', 450],
      ['Won', 813],
      ['Lost', 99],
    ]);
    expect(valueSummary(values)).toBe('Total value $1,400,000: open $450,000, won $812,500, lost $99,499.');
  });
});

describe('Conversion Rate', () => {
  it('fills the ring with the won share', () => {
    expect(conversionSlices(counts).map((s) => s.value)).toEqual([2, 5]);
    expect(conversionSummary(2 / 7, counts)).toBe('Conversion rate 28.6%: 2 won of 7 opportunities.');
  });
});

describe('Funnel', () => {
  const funnel = [
    { stage: stages[0]!, count: 3, value: 1, reachedCount: 6 },
    { stage: stages[1]!, count: 2, value: 1, reachedCount: 3 },
    { stage: stages[2]!, count: 1, value: 1, reachedCount: 1 },
  ];

  it('narrows by the number reaching each stage, coloured from the palette', () => {
    expect(funnelSteps(funnel)).toEqual([
      { name: 'New Lead', value: 6, count: 3, fill: CHART_PALETTE[0] },
      { name: 'Application', value: 3, count: 2, fill: CHART_PALETTE[1] },
      { name: 'Closing', value: 1, count: 1, fill: CHART_PALETTE[2] },
    ]);
    expect(funnelSummary(funnel)).toBe('Opportunities reaching each stage: New Lead 6, Application 3, Closing 1.');
  });
});

describe('Google Ads Sales Pipeline', () => {
  const sources = [
    { source: 'Referral', count: 4, value: 900_000, open: 2, won: 1, lost: 1 },
    { source: 'Google Ads', count: 3, value: 450_000, open: 3, won: 0, lost: 0 },
  ];

  it('puts Google Ads first and keeps each source’s statuses', () => {
    expect(sourceBars(sources).map((bar) => bar.source)).toEqual(['Google Ads', 'Referral']);
    expect(sourceBars(sources)[1]).toEqual({ source: 'Referral', open: 2, won: 1, lost: 1, value: 900_000 });
  });

  it('leads the summary with Google Ads', () => {
    expect(sourceSummary(sources)).toBe('Google Ads: 3 opportunities worth $450K. Other sources: Referral 4.');
    expect(sourceSummary([sources[0]!])).toBe('No Google Ads opportunities. Other sources: Referral 4.');
    expect(sourceSummary([])).toBe('No opportunities by source.');
  });
});

describe('Stage Distribution', () => {
  const shares = [
    { stage: stages[0]!, count: 2, share: 0.5 },
    { stage: stages[1]!, count: 0, share: 0 },
    { stage: stages[2]!, count: 2, share: 0.5 },
  ];

  it('keeps the pipeline colour of each stage and leaves out empty stages', () => {
    expect(stageSlices(shares)).toEqual([
      { name: 'New Lead', value: 2, share: 0.5, color: CHART_PALETTE[0] },
      { name: 'Closing', value: 2, share: 0.5, color: CHART_PALETTE[2] },
    ]);
    expect(stageSummary(shares)).toBe('Share of opportunities by stage: New Lead 50%, Closing 50%.');
    expect(stageSummary([])).toBe('No opportunity is in a pipeline stage.');
  });
});
