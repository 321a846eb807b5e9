import { describe, expect, it } from 'vitest';
import { crmSandboxData, DEMO_CONTACT_EMAILS } from './data.ts';

describe('sandbox CRM data', () => {
  const { pipelines, opportunities } = crmSandboxData();
  const mortgage = pipelines[0]!;
  const mortgageDeals = opportunities.filter((o) => o.pipelineId === mortgage.id);

  it('has a few hundred mortgage opportunities spread over every month of 2024', () => {
    expect(mortgageDeals.length).toBeGreaterThanOrEqual(300);
    expect(mortgageDeals.length).toBeLessThanOrEqual(600);
    const months = new Set(mortgageDeals.map((o) => o.createdAt.slice(0, 7)));
    expect([...months].sort()).toEqual(Array.from({ length: 12 }, (_, m) => `2024-${String(m + 1).padStart(2, '0')}`));
  });

  it('uses only the three statuses, stages of its own pipeline, whole-dollar values and known sources', () => {
    for (const o of opportunities) {
      const pipeline = pipelines.find((p) => p.id === o.pipelineId)!;
      expect(pipeline.stages.map((s) => s.id)).toContain(o.pipelineStageId);
      expect(['open', 'won', 'lost']).toContain(o.status);
      expect(Number.isInteger(o.monetaryValue) && o.monetaryValue > 0).toBe(true);
      expect(o.source).toMatch(/^(Google Ads|Referral|Website|Zillow|Facebook|Realtor Partner)$/);
    }
    // Won deals closed: they sit in the last stage.
    const closing = mortgage.stages.at(-1)!.id;
    expect(mortgageDeals.filter((o) => o.status === 'won').every((o) => o.pipelineStageId === closing)).toBe(true);
  });

  it('gives every demo account open, won and lost deals in the default range 2024-01-01 – 2024-01-14', () => {
    for (const email of DEMO_CONTACT_EMAILS) {
      const inRange = mortgageDeals.filter((o) => o.contact.email === email && o.createdAt < '2024-01-15');
      expect(new Set(inRange.map((o) => o.status))).toEqual(new Set(['open', 'won', 'lost']));
    }
  });

  it('gives borrowers emails that contain no demo account email', () => {
    const borrowers = opportunities.filter((o) => !DEMO_CONTACT_EMAILS.includes(o.contact.email as (typeof DEMO_CONTACT_EMAILS)[number]));
    expect(borrowers.length).toBeGreaterThan(100);
    for (const o of borrowers) {
      for (const email of DEMO_CONTACT_EMAILS) expect(o.contact.email).not.toContain(email);
    }
  });

  it('has unique ids and is sorted by creation time', () => {
    expect(new Set(opportunities.map((o) => o.id)).size).toBe(opportunities.length);
    const created = opportunities.map((o) => o.createdAt);
    expect(created).toEqual([...created].sort());
  });
});
