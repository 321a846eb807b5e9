import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { log } from '../src/observability/log.ts';
import { startTestApi, type TestApi } from './helpers/test-api.ts';

const METRICS_KEY = 'metrics-key-for-tests';
const lines: Record<string, unknown>[] = [];
const rawLines: string[] = [];
const logger = pino(
  { level: 'info', base: { service: 'api' } },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        rawLines.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  }),
);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ logger, metricsKey: METRICS_KEY });
});
afterAll(() => api?.close());

const waitForLine = async (match: (line: Record<string, unknown>) => boolean) => {
  for (let tries = 0; tries < 50 && !lines.some(match); tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  return lines.find(match);
};

describe('access log', () => {
  it("writes one line per request with the gateway's request id, the route, status and user, never the token or the query string", async () => {
    const token = await api.login('officer@lendhub.demo', 'LendHub#2025');
    const response = await fetch(`${api.url}/api/loan-posts/999999?secret=shh`, {
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'gw-req-42' },
    });
    expect(response.headers.get('x-request-id')).toBe('gw-req-42');
    const line = await waitForLine((entry) => entry['requestId'] === 'gw-req-42');
    expect(line).toMatchObject({
      event: 'access',
      service: 'api',
      route: '/api/loan-posts/:id',
      req: { method: 'GET', path: '/api/loan-posts/999999' },
      res: { status: response.status },
    });
    expect(typeof line?.['userId']).toBe('number');
    expect(typeof line?.['durationMs']).toBe('number');
    // Each field once (JSON.parse would hide a repeated key).
    const raw = rawLines.find((entry) => entry.includes('"gw-req-42"'))!;
    expect(raw.match(/"route":/g)).toHaveLength(1);
    expect(raw.match(/"event":/g)).toHaveLength(1);
    const text = JSON.stringify(lines);
    expect(text).not.toContain(token);
    expect(text).not.toContain('shh');
  });

  it('gives a request without a usable id one of its own', async () => {
    const response = await fetch(`${api.url}/api/no-such-route`, { headers: { 'x-request-id': 'not an id; rm -rf /' } });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await waitForLine((entry) => entry['requestId'] === id)).toMatchObject({ route: 'unmatched', res: { status: 404 } });
  });

  it('writes a failed sign-in as a security event without the password or the address typed', async () => {
    const warn = vi.spyOn(log, 'warn');
    try {
      const { status } = await api.call('POST', '/api/Authentication/login', {
        body: { email: 'officer@lendhub.demo', password: 'wrong-password-123' },
      });
      expect(status).toBe(401);
      const events = warn.mock.calls.map(([fields]) => fields as Record<string, unknown>);
      expect(events.some((fields) => typeof fields?.['event'] === 'string')).toBe(true);
      expect(JSON.stringify(events)).not.toContain('wrong-password-123');
      expect(JSON.stringify(events)).not.toContain('officer@lendhub.demo');
    } finally {
      warn.mockRestore();
    }
  });
});

describe('GET /metrics', () => {
  it('needs the metrics key', async () => {
    expect((await fetch(`${api.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${api.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
  });

  it('counts requests by route and status, times them, and shows the database pool', async () => {
    const token = await api.login('officer@lendhub.demo', 'LendHub#2025');
    await fetch(`${api.url}/api/loan-posts/999998`, { headers: { authorization: `Bearer ${token}` } });
    await fetch(`${api.url}/api/loan-posts/999997`, { headers: { authorization: `Bearer ${token}` } });
    const response = await fetch(`${api.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_KEY}` } });
    expect(response.status).toBe(200);
    const text = await response.text();
    // Both ids under one route label: the label set stays bounded.
    const byRoute = new RegExp(
      String.raw`lendhub_api_requests_total\{method="GET",route="/api/loan-posts/:id",status="(\d+)"\} (\d+)`,
    ).exec(text);
    expect(Number(byRoute?.[2])).toBeGreaterThanOrEqual(2);
    // (No label names an id; a timing sum may hold those digits by chance.)
    expect(text).not.toMatch(/route="[^"]*99999[78]/);
    expect(text).toMatch(/lendhub_api_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/api\/loan-posts\/:id"\}/);
    expect(text).toMatch(/^lendhub_api_db_pool_size \d+$/m);
    expect(text).toMatch(/^lendhub_api_db_pool_in_use \d+$/m);
    expect(text).toMatch(/^lendhub_api_db_pool_waiting \d+$/m);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
  });
});
