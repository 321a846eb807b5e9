import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxServer, type RunningSandbox } from '../standalone.ts';
import { crmSandboxData, type CrmOpportunity } from './data.ts';

const KEY = 'test-sandbox-key';
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandboxServer({ apiKey: KEY, rateLimit: { limit: 1000, windowMs: 60_000 }, crm: true, property: false });
});
afterAll(() => sandbox.close());

function get(path: string, key = KEY) {
  return fetch(`${sandbox.url}/sandbox/crm${path}`, { headers: { authorization: `Bearer ${key}` } });
}

const ms = (iso: string) => Date.parse(iso);

describe('sandbox CRM', () => {
  it('answers 401 without the key or with a wrong one', async () => {
    const missing = await fetch(`${sandbox.url}/sandbox/crm/pipelines/`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ statusCode: 401, message: 'Invalid API key' });
    expect((await get('/pipelines/', 'wrong-key')).status).toBe(401);
  });

  it('lists the pipelines, the mortgage pipeline first with its six ordered stages', async () => {
    const response = await get('/pipelines/');
    expect(response.status).toBe(200);
    const { pipelines } = (await response.json()) as { pipelines: { name: string; stages: { name: string; position: number }[] }[] };
    expect(pipelines.map((p) => p.name)).toEqual(['Mortgage Pipeline', 'Recruiting Pipeline']);
    expect(pipelines[0]!.stages.map((s) => [s.position, s.name])).toEqual([
      [0, 'New Lead'],
      [1, 'Contacted'],
      [2, 'Application'],
      [3, 'Processing'],
      [4, 'Underwriting'],
      [5, 'Closing'],
    ]);
  });

  it('returns the opportunities created in the range, both ends inclusive, page after page', async () => {
    const { pipelines, opportunities } = crmSandboxData();
    const pipelineId = pipelines[0]!.id;
    const start = Date.UTC(2024, 0, 1);
    const end = Date.UTC(2024, 0, 14, 23, 59, 59, 999);
    const expected = opportunities.filter((o) => o.pipelineId === pipelineId && ms(o.createdAt) >= start && ms(o.createdAt) <= end);

    const seen: CrmOpportunity[] = [];
    let query = `startDate=${start}&endDate=${end}&limit=7`;
    for (let page = 1; page < 20; page += 1) {
      const response = await get(`/pipelines/${pipelineId}/opportunities?${query}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        opportunities: CrmOpportunity[];
        meta: { total: number; currentPage: number; startAfter: number | null; startAfterId: string | null; nextPageUrl: string | null };
      };
      expect(body.meta.total).toBe(expected.length);
      expect(body.meta.currentPage).toBe(page);
      seen.push(...body.opportunities);
      if (body.meta.startAfterId === null) {
        expect(body.meta.nextPageUrl).toBeNull();
        break;
      }
      expect(body.meta.nextPageUrl).toContain(`startAfterId=${body.meta.startAfterId}`);
      query = `startDate=${start}&endDate=${end}&limit=7&startAfter=${body.meta.startAfter}&startAfterId=${body.meta.startAfterId}`;
    }
    expect(seen.map((o) => o.id)).toEqual(expected.map((o) => o.id));
    expect(seen.length).toBeGreaterThan(7);
  });

  it('answers 404 for an unknown pipeline and 422 for a malformed date or page size', async () => {
    expect((await get('/pipelines/nope/opportunities')).status).toBe(404);
    const pipelineId = crmSandboxData().pipelines[0]!.id;
    const badDate = await get(`/pipelines/${pipelineId}/opportunities?startDate=2024-01-01`);
    expect(badDate.status).toBe(422);
    expect(((await badDate.json()) as { message: string }).message).toMatch(/milliseconds/);
    expect((await get(`/pipelines/${pipelineId}/opportunities?limit=101`)).status).toBe(422);
  });

  it('answers one opportunity by id within its pipeline, 404 elsewhere', async () => {
    const { pipelines, opportunities } = crmSandboxData();
    const [mortgage, recruiting] = pipelines;
    const record = opportunities.find((o) => o.pipelineId === mortgage!.id)!;
    const response = await get(`/pipelines/${mortgage!.id}/opportunities/${record.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(record);
    const elsewhere = await get(`/pipelines/${recruiting!.id}/opportunities/${record.id}`);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual({ statusCode: 404, message: 'Opportunity not found' });
  });
});

describe('sandbox CRM rate limit', () => {
  it('answers 429 with Retry-After once a key passes the limit', async () => {
    const limited = await startSandboxServer({ apiKey: KEY, rateLimit: { limit: 3, windowMs: 60_000 }, crm: true, property: false });
    try {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let n = 0; n < 5; n += 1) {
        const response = await fetch(`${limited.url}/sandbox/crm/pipelines/`, { headers: { authorization: `Bearer ${KEY}` } });
        statuses.push(response.status);
        if (response.status === 429) retryAfter = response.headers.get('retry-after');
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
