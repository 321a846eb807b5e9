import { crmSandboxData } from '@lendhub/api';
import type { ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { CrmDataSource } from '../../src/datasources/crm.ts';
import { useProviderServers } from '../harness/providerServers.ts';
import { after, json } from '../harness/stubServer.ts';
import { endpoint, failureOf, TEST_KEY } from '../harness/thirdParty.ts';

const servers = useProviderServers('crm');

const YEAR_2024 = { start: Date.UTC(2024, 0, 1), end: Date.UTC(2024, 11, 31, 23, 59, 59, 999) };

const crm = (baseUrl: string, overrides = {}) => new CrmDataSource(endpoint(baseUrl, overrides));

describe('CrmDataSource against the sandbox', () => {
  it('reads the pipelines and uses the first one', async () => {
    const source = crm(`${servers.sandbox.url}/sandbox/crm`);
    expect((await source.pipelines()).map((p) => p.name)).toEqual(['Mortgage Pipeline', 'Recruiting Pipeline']);
    expect((await source.firstPipeline()).stages).toHaveLength(6);
  });

  it('follows the pages until every opportunity of the range is read', async () => {
    const { pipelines, opportunities } = crmSandboxData();
    const expected = opportunities.filter((o) => o.pipelineId === pipelines[0]!.id);
    const read = await crm(`${servers.sandbox.url}/sandbox/crm`).opportunities(pipelines[0]!.id, YEAR_2024);
    expect(expected.length).toBeGreaterThan(300); // more than three pages of 100
    expect(read.map((o) => o.id)).toEqual(expected.map((o) => o.id));
  });

  it('maps a wrong key to CRM_UNAUTHORIZED', async () => {
    const failure = await failureOf(crm(`${servers.sandbox.url}/sandbox/crm`, { apiKey: 'wrong' }).pipelines());
    expect(failure).toMatchObject({ code: 'CRM_UNAUTHORIZED', message: 'Invalid CRM API credentials' });
  });

  it('maps the rate limit to CRM_RATE_LIMITED', async () => {
    const source = crm(`${servers.limited.url}/sandbox/crm`);
    await source.pipelines();
    const failure = await failureOf(source.pipelines());
    expect(failure).toMatchObject({ code: 'CRM_RATE_LIMITED', message: 'CRM rate limit exceeded. Please try again later.' });
  });

  it('maps an unknown pipeline (404) to CRM_UNAVAILABLE', async () => {
    expect((await failureOf(crm(`${servers.sandbox.url}/sandbox/crm`).opportunities('missing', YEAR_2024))).code).toBe('CRM_UNAVAILABLE');
  });
});

describe('CrmDataSource against a stub server', () => {
  beforeEach(() => servers.stub.handle((_req, res) => json(res, 404, {})));

  it('sends the key as a bearer token and the range in epoch milliseconds', async () => {
    servers.stub.handle((_req, res) => json(res, 200, { opportunities: [], meta: { startAfter: null, startAfterId: null } }));
    await crm(servers.stub.url).opportunities('p 1', { start: 1, end: 2 });
    expect(servers.stub.requests[0]!.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
    expect(servers.stub.requests[0]!.url).toBe('/pipelines/p%201/opportunities?startDate=1&endDate=2&limit=100');
  });

  it('retries a read after 5xx and succeeds', async () => {
    let calls = 0;
    servers.stub.handle((_req, res) =>
      ++calls < 3 ? json(res, 503, {}) : json(res, 200, { pipelines: [{ id: 'p', name: 'P', stages: [] }] }),
    );
    expect(await crm(servers.stub.url).pipelines()).toHaveLength(1);
    expect(servers.stub.requests).toHaveLength(3);
  });

  it('gives up after 2 retries with CRM_UNAVAILABLE and hides the upstream body', async () => {
    servers.stub.handle((_req, res) => json(res, 500, { error: 'secret-upstream-detail', key: TEST_KEY }));
    const failure = await failureOf(crm(servers.stub.url).pipelines());
    expect(failure.code).toBe('CRM_UNAVAILABLE');
    expect(failure.message).toBe('Failed to load pipeline data. Please try again.');
    expect(JSON.stringify(failure)).not.toMatch(/secret-upstream-detail|test-third-party-key/);
    expect(servers.stub.requests).toHaveLength(3);
  });

  it('does not retry a 429', async () => {
    servers.stub.handle((_req, res) => json(res, 429, {}));
    expect((await failureOf(crm(servers.stub.url).pipelines())).code).toBe('CRM_RATE_LIMITED');
    expect(servers.stub.requests).toHaveLength(1);
  });

  it('times out a slow answer on every attempt and reports CRM_UNAVAILABLE', async () => {
    servers.stub.handle((_req, res) => after(3_000, () => json(res, 200, { pipelines: [] })));
    const started = Date.now();
    const failure = await failureOf(crm(servers.stub.url, { timeoutMs: 100 }).pipelines());
    expect(failure.code).toBe('CRM_UNAVAILABLE');
    expect(servers.stub.requests).toHaveLength(3);
    // Three 100 ms attempts, not one 3 s wait (generous bound for a busy machine).
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it.each([
    ['an HTML page', (res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>')],
    ['broken JSON', (res: ServerResponse) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"pipelines": [')],
    ['the wrong shape', (res: ServerResponse) => json(res, 200, { pipelines: 'none' })],
  ])('reports %s as CRM_UNAVAILABLE', async (_name, respond) => {
    servers.stub.handle((_req, res) => respond(res));
    expect((await failureOf(crm(servers.stub.url).pipelines())).code).toBe('CRM_UNAVAILABLE');
  });

  it('reports an empty pipeline list as CRM_NO_PIPELINE', async () => {
    servers.stub.handle((_req, res) => json(res, 200, { pipelines: [] }));
    expect(await failureOf(crm(servers.stub.url).firstPipeline())).toMatchObject({
      code: 'CRM_NO_PIPELINE',
      message: 'No pipeline found in the CRM',
    });
  });

  it('pages with startAfter/startAfterId and never follows nextPageUrl elsewhere', async () => {
    servers.stub.handle((req, res) => {
      const page2 = req.url.includes('startAfterId=o1');
      json(res, 200, {
        opportunities: [{ id: page2 ? 'o2' : 'o1', status: 'open' }],
        meta: page2
          ? { startAfter: null, startAfterId: null, nextPageUrl: null }
          : { startAfter: 5, startAfterId: 'o1', nextPageUrl: 'http://attacker.invalid/steal' },
      });
    });
    const read = await crm(servers.stub.url).opportunities('p', { start: 0, end: 10 });
    expect(read.map((o) => o.id)).toEqual(['o1', 'o2']);
    expect(servers.stub.requests.map((r) => r.url)).toEqual([
      '/pipelines/p/opportunities?startDate=0&endDate=10&limit=100',
      '/pipelines/p/opportunities?startDate=0&endDate=10&limit=100&startAfter=5&startAfterId=o1',
    ]);
  });

  it('stops a cursor that never ends', async () => {
    let n = 0;
    servers.stub.handle((_req, res) =>
      json(res, 200, { opportunities: [{ id: `o${++n}`, status: 'open' }], meta: { startAfter: n, startAfterId: `o${n}` } }),
    );
    expect((await failureOf(crm(servers.stub.url).opportunities('p', { start: 0, end: 10 }))).code).toBe('CRM_UNAVAILABLE');
    expect(servers.stub.requests).toHaveLength(50);
  });
});

describe('CrmDataSource within one request', () => {
  const pipelines = { pipelines: [{ id: 'p', name: 'P', stages: [{ id: 's1', name: 'New Lead', position: 0 }] }] };
  const list = {
    opportunities: [
      { id: 'o1', status: 'open' },
      { id: 'o2', status: 'won' },
    ],
    meta: { startAfter: null, startAfterId: null },
  };

  it('reads the first pipeline and a range once however often they are asked, and finds listed records without a call', async () => {
    servers.stub.handle((req, res) => json(res, 200, req.url.startsWith('/pipelines/?') || req.url === '/pipelines/' ? pipelines : list));
    const source = crm(servers.stub.url);
    const [a, b] = await Promise.all([source.firstPipeline(), source.firstPipeline()]);
    expect(a).toBe(b);
    const range = { start: 0, end: 10 };
    const [listed, again, record] = await Promise.all([
      source.opportunities('p', range),
      source.opportunities('p', range),
      source.opportunity('p', 'o2'),
    ]);
    expect(again).toBe(listed);
    expect(record).toEqual({ id: 'o2', status: 'won' });
    expect(servers.stub.requests.map((r) => r.url)).toEqual(['/pipelines/', '/pipelines/p/opportunities?startDate=0&endDate=10&limit=100']);
  });

  it('reads one opportunity by id (bare or wrapped in `opportunity`), and answers null for a 404', async () => {
    servers.stub.handle((req, res) => {
      if (req.url === '/pipelines/p/opportunities/bare') json(res, 200, { id: 'bare', status: 'lost', monetaryValue: 5 });
      else if (req.url === '/pipelines/p/opportunities/wrapped') json(res, 200, { opportunity: { id: 'wrapped', status: 'open' } });
      else json(res, 404, { message: 'Opportunity not found' });
    });
    const source = crm(servers.stub.url);
    expect(await source.opportunity('p', 'bare')).toMatchObject({ id: 'bare', status: 'lost', monetaryValue: 5 });
    expect(await source.opportunity('p', 'wrapped')).toMatchObject({ id: 'wrapped', status: 'open' });
    expect(await source.opportunity('p', 'missing')).toBeNull();
    expect(await source.opportunity('p', 'missing')).toBeNull();
    expect(servers.stub.requests).toHaveLength(3);
  });
});
