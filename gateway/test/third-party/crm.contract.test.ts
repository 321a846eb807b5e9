import { crmSandboxData, startSandboxServer, type RunningSandbox } from '@lendhub/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CrmDataSource } from '../../src/datasources/crm.ts';
import { after, json, startStubServer, type StubServer } from '../support/stubServer.ts';
import { endpoint, failureOf, TEST_KEY } from '../support/thirdParty.ts';

const YEAR_2024 = { start: Date.UTC(2024, 0, 1), end: Date.UTC(2024, 11, 31, 23, 59, 59, 999) };
let sandbox: RunningSandbox;
let limited: RunningSandbox;
let stub: StubServer;

beforeAll(async () => {
  sandbox = await startSandboxServer({ apiKey: TEST_KEY, rateLimit: { limit: 1000, windowMs: 60_000 }, crm: true, property: false });
  limited = await startSandboxServer({ apiKey: TEST_KEY, rateLimit: { limit: 1, windowMs: 60_000 }, crm: true, property: false });
  stub = await startStubServer();
});
afterAll(async () => {
  await Promise.all([sandbox.close(), limited.close(), stub.close()]);
});

const crm = (baseUrl: string, overrides = {}) => new CrmDataSource(endpoint(baseUrl, overrides));

describe('CrmDataSource against the sandbox', () => {
  it('reads the pipelines and uses the first one', async () => {
    const source = crm(`${sandbox.url}/sandbox/crm`);
    expect((await source.pipelines()).map((p) => p.name)).toEqual(['Mortgage Pipeline', 'Recruiting Pipeline']);
    expect((await source.firstPipeline()).stages).toHaveLength(6);
  });

  it('follows the pages until every opportunity of the range is read', async () => {
    const { pipelines, opportunities } = crmSandboxData();
    const expected = opportunities.filter((o) => o.pipelineId === pipelines[0]!.id);
    const read = await crm(`${sandbox.url}/sandbox/crm`).opportunities(pipelines[0]!.id, YEAR_2024);
    expect(expected.length).toBeGreaterThan(300); // more than three pages of 100
    expect(read.map((o) => o.id)).toEqual(expected.map((o) => o.id));
  });

  it('maps a wrong key to CRM_UNAUTHORIZED', async () => {
    const failure = await failureOf(crm(`${sandbox.url}/sandbox/crm`, { apiKey: 'wrong' }).pipelines());
    expect(failure).toMatchObject({ code: 'CRM_UNAUTHORIZED', message: 'Invalid CRM API credentials' });
  });

  it('maps the rate limit to CRM_RATE_LIMITED', async () => {
    const source = crm(`${limited.url}/sandbox/crm`);
    await source.pipelines();
    const failure = await failureOf(source.pipelines());
    expect(failure).toMatchObject({ code: 'CRM_RATE_LIMITED', message: 'CRM rate limit exceeded. Please try again later.' });
  });

  it('maps an unknown pipeline (404) to CRM_UNAVAILABLE', async () => {
    expect((await failureOf(crm(`${sandbox.url}/sandbox/crm`).opportunities('missing', YEAR_2024))).code).toBe('CRM_UNAVAILABLE');
  });
});

describe('CrmDataSource against a stub server', () => {
  beforeEach(() => stub.handle((_req, res) => json(res, 404, {})));

  it('sends the key as a bearer token and the range in epoch milliseconds', async () => {
    stub.handle((_req, res) => json(res, 200, { opportunities: [], meta: { startAfter: null, startAfterId: null } }));
    await crm(stub.url).opportunities('p 1', { start: 1, end: 2 });
    expect(stub.requests[0]!.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
    expect(stub.requests[0]!.url).toBe('/pipelines/p%201/opportunities?startDate=1&endDate=2&limit=100');
  });

  it('retries a read after 5xx and succeeds', async () => {
    let calls = 0;
    stub.handle((_req, res) => (++calls < 3 ? json(res, 503, {}) : json(res, 200, { pipelines: [{ id: 'p', name: 'P', stages: [] }] })));
    expect(await crm(stub.url).pipelines()).toHaveLength(1);
    expect(stub.requests).toHaveLength(3);
  });

  it('gives up after 2 retries with CRM_UNAVAILABLE and hides the upstream body', async () => {
    stub.handle((_req, res) => json(res, 500, { error: 'secret-upstream-detail', key: TEST_KEY }));
    const failure = await failureOf(crm(stub.url).pipelines());
    expect(failure.code).toBe('CRM_UNAVAILABLE');
    expect(failure.message).toBe('Failed to load pipeline data. Please try again.');
    expect(JSON.stringify(failure)).not.toMatch(/secret-upstream-detail|test-third-party-key/);
    expect(stub.requests).toHaveLength(3);
  });

  it('does not retry a 429', async () => {
    stub.handle((_req, res) => json(res, 429, {}));
    expect((await failureOf(crm(stub.url).pipelines())).code).toBe('CRM_RATE_LIMITED');
    expect(stub.requests).toHaveLength(1);
  });

  it('times out a slow answer on every attempt and reports CRM_UNAVAILABLE', async () => {
    stub.handle((_req, res) => after(3_000, () => json(res, 200, { pipelines: [] })));
    const started = Date.now();
    const failure = await failureOf(crm(stub.url, { timeoutMs: 100 }).pipelines());
    expect(failure.code).toBe('CRM_UNAVAILABLE');
    expect(stub.requests).toHaveLength(3);
    // Three 100 ms attempts, not one 3 s wait (generous bound for a busy machine).
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it.each([
    ['an HTML page', (res: import('node:http').ServerResponse) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>')],
    ['broken JSON', (res: import('node:http').ServerResponse) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"pipelines": [')],
    ['the wrong shape', (res: import('node:http').ServerResponse) => json(res, 200, { pipelines: 'none' })],
  ])('reports %s as CRM_UNAVAILABLE', async (_name, respond) => {
    stub.handle((_req, res) => respond(res));
    expect((await failureOf(crm(stub.url).pipelines())).code).toBe('CRM_UNAVAILABLE');
  });

  it('reports an empty pipeline list as CRM_NO_PIPELINE', async () => {
    stub.handle((_req, res) => json(res, 200, { pipelines: [] }));
    expect(await failureOf(crm(stub.url).firstPipeline())).toMatchObject({ code: 'CRM_NO_PIPELINE', message: 'No pipeline found in the CRM' });
  });

  it('pages with startAfter/startAfterId and never follows nextPageUrl elsewhere', async () => {
    stub.handle((req, res) => {
      const page2 = req.url.includes('startAfterId=o1');
      json(res, 200, {
        opportunities: [{ id: page2 ? 'o2' : 'o1', status: 'open' }],
        meta: page2 ? { startAfter: null, startAfterId: null, nextPageUrl: null } : { startAfter: 5, startAfterId: 'o1', nextPageUrl: 'http://attacker.invalid/steal' },
      });
    });
    const read = await crm(stub.url).opportunities('p', { start: 0, end: 10 });
    expect(read.map((o) => o.id)).toEqual(['o1', 'o2']);
    expect(stub.requests.map((r) => r.url)).toEqual([
      '/pipelines/p/opportunities?startDate=0&endDate=10&limit=100',
      '/pipelines/p/opportunities?startDate=0&endDate=10&limit=100&startAfter=5&startAfterId=o1',
    ]);
  });

  it('stops a cursor that never ends', async () => {
    let n = 0;
    stub.handle((_req, res) => json(res, 200, { opportunities: [{ id: `o${++n}`, status: 'open' }], meta: { startAfter: n, startAfterId: `o${n}` } }));
    expect((await failureOf(crm(stub.url).opportunities('p', { start: 0, end: 10 }))).code).toBe('CRM_UNAVAILABLE');
    expect(stub.requests).toHaveLength(50);
  });
});
