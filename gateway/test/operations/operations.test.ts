import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type GatewayOptions, type RunningGateway } from '../../src/index.ts';
import { capturedLog } from '../harness/logLines.ts';
import { useStack } from '../harness/signedIn.ts';
import { codesOf, type GraphQLResponse } from '../harness/stack.ts';
import { startStubServer, type StubServer } from '../harness/stubServer.ts';

const stack = useStack();
const started: RunningGateway[] = [];

/** Another gateway on the same API (or a stub), stopped after the file. */
async function gateway(options: Partial<GatewayOptions> = {}): Promise<RunningGateway> {
  const running = await startGateway({ port: 0, host: '127.0.0.1', apiUrl: stack.upstream.url, jwtSecret: stack.jwtSecret, ...options });
  started.push(running);
  return running;
}

afterAll(async () => {
  for (const running of started) await running.close();
});

async function gql(url: string, query: string, token?: string): Promise<GraphQLResponse> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, ...((await response.json()) as object) };
}

/** A raw HTTP GET: fetch would normalise `..` away before sending. */
function rawGet(url: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('security headers', () => {
  it.each([
    ['the web app', '/login', { accept: 'text/html' }],
    ['a GraphQL answer', '/graphql?query=%7Bviewer%7Bid%7D%7D', { 'apollo-require-preflight': 'true' }],
  ])('are on %s', async (_name, route, headers) => {
    const response = await fetch(`${stack.gateway.url}${route}`, { headers });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('strict-transport-security')).toBeNull(); // plain HTTP
  });

  it('sends HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const behindProxy = await gateway({ trustProxy: 'loopback' });
    const https = await fetch(`${behindProxy.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const spoofed = await fetch(`${stack.gateway.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  });

  it('lets the Sandbox page load Apollo’s scripts in development', async () => {
    const page = await fetch(`${stack.gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toMatch(/sandbox/i);
    expect(page.headers.get('content-security-policy')).toContain('https://embeddable-sandbox.cdn.apollographql.com');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('/uploads proxy', () => {
  it.each([
    '/uploads/../api/Lender/GetAllLenders',
    '/uploads/%2e%2e/api/Lender/GetAllLenders',
    '/uploads/%2E%2E%2Fapi/Lender/GetAllLenders',
    '/uploads/x/..%2f..%2fapi/Lender/GetAllLenders',
    '/uploads/%252e%252e/api',
  ])('refuses %s without asking the API', async (path) => {
    stack.upstream.reset();
    const response = await rawGet(stack.gateway.url, path);
    expect(response.status).toBe(400);
    expect(response.body).not.toContain('responseMsg');
    expect(stack.upstream.requests).toEqual([]);
  });
});

describe('multipart bodies', () => {
  /** Declares a 9 MB body but sends only its first bytes: an answer proves the server did not wait for the rest. */
  function partialUpload(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          hostname,
          port,
          path: '/graphql',
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(9 * 1024 * 1024), ...headers },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write('--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n');
    });
  }

  it('are refused without the CSRF header before the body is read', async () => {
    const response = await partialUpload(stack.gateway.url, {});
    expect(response.status).toBe(400);
    expect(response.body).toMatch(/Apollo-Require-Preflight/);
  });

  it('are refused above the anonymous limit without a token before the body is read', async () => {
    const response = await partialUpload(stack.gateway.url, { 'apollo-require-preflight': 'true' });
    expect(response.status).toBe(413);
  });
});

describe('health', () => {
  it('/healthz says the process is alive; /readyz follows the API', async () => {
    expect(await (await fetch(`${stack.gateway.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${stack.gateway.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { api: 'ok', database: 'ok' } });

    const orphan = await gateway({ apiUrl: 'http://127.0.0.1:9' });
    expect((await fetch(`${orphan.url}/healthz`)).status).toBe(200);
    const notReady = await fetch(`${orphan.url}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: 'unavailable', checks: { api: 'unavailable' } });
  });

  it('checks Redis when REDIS_URL is set', async () => {
    const noRedis = await gateway({ redisUrl: 'redis://127.0.0.1:9' });
    const response = await fetch(`${noRedis.url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', checks: { api: 'ok', database: 'ok', redis: 'unavailable' } });
  });

  it.each(['/livez', '/status', '/api/Lender/GetAllLenders', '/.well-known/security.txt'])(
    '%s does not answer the web app’s HTML',
    async (path) => {
      const response = await fetch(`${stack.gateway.url}${path}`, { headers: { accept: 'text/html,*/*' } });
      expect(response.status).toBe(404);
    },
  );
});

describe('/metrics', () => {
  it('counts requests per operation and outcome, upstream calls per service, refusals and process figures', async () => {
    await gql(stack.gateway.url, 'query MetricsProbe { lenders(first: 1) { totalCount } }', stack.officer);
    await gql(
      stack.gateway.url,
      `query Costly { ${Array.from({ length: 3 }, (_, i) => `d${i}: pipelineDashboard { conversionRate }`).join(' ')} }`,
      stack.officer,
    );
    const response = await fetch(`${stack.gateway.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(
      /lendhub_graphql_requests_total\{operation="MetricsProbe",outcome="ok",client_name="unknown",client_version=""\} 1/,
    );
    expect(text).toMatch(
      /lendhub_graphql_request_duration_seconds_count\{operation="MetricsProbe",outcome="ok",client_name="unknown",client_version=""\} 1/,
    );
    expect(text).toMatch(
      /lendhub_graphql_requests_total\{operation="Costly",outcome="refused",client_name="unknown",client_version=""\} 1/,
    );
    expect(text).toMatch(/lendhub_refusals_total\{reason="cost"\} 1/);
    expect(text).toMatch(/lendhub_upstream_calls_total\{service="api",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/lendhub_upstream_circuit_open\{service="crm"\} 0/);
    expect(text).toMatch(/process_cpu_user_seconds_total/);
  });

  it('needs the key in production, and is off there without one', async () => {
    const keyed = await gateway({ production: true, metricsKey: 'm-key-123' });
    expect((await fetch(`${keyed.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${keyed.url}/metrics`, { headers: { authorization: 'Bearer wrong-key' } })).status).toBe(401);
    expect((await fetch(`${keyed.url}/metrics`, { headers: { authorization: 'Bearer m-key-123' } })).status).toBe(200);
    const keyless = await gateway({ production: true });
    expect((await fetch(`${keyless.url}/metrics`)).status).toBe(404);
  });
});

describe('logs', () => {
  it('write one JSON access line per request and security events, without tokens or passwords', async () => {
    const { logger, lines } = capturedLog();
    const logged = await gateway({ logger });
    await gql(logged.url, 'query LoggedLenders { lenders(first: 2) { totalCount } }', stack.officer);
    await gql(logged.url, 'mutation SignIn { login(input: { email: "officer@lendhub.demo", password: "not-the-password" }) { token } }');
    await new Promise((resolve) => setTimeout(resolve, 50));

    const access = lines.filter((line) => line['event'] === 'access');
    expect(access).toHaveLength(2);
    expect(access[0]).toMatchObject({
      method: 'POST',
      path: '/graphql',
      status: 200,
      operation: 'LoggedLenders',
      outcome: 'ok',
      userId: expect.any(Number),
    });
    expect(access[0]!['upstreamCalls']).toBeGreaterThanOrEqual(1);
    expect(access[0]!['durationMs']).toEqual(expect.any(Number));
    expect(access[1]).toMatchObject({ operation: 'SignIn', outcome: 'error', errorCodes: ['UNAUTHENTICATED'] });
    expect(lines.some((line) => line['event'] === 'sign_in_failed')).toBe(true);
    const everything = JSON.stringify(lines);
    expect(everything).not.toContain(stack.officer);
    expect(everything).not.toContain('not-the-password');
  });
});

describe('deadline and circuit breaker', () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubServer();
  });
  afterAll(() => stub?.close());

  /** Passes requests on to the real API, as the API itself would answer them. */
  const healthy = async (request: { method: string; url: string; headers: http.IncomingHttpHeaders }, res: http.ServerResponse) => {
    const answer = await fetch(`${stack.api.url}${request.url}`, {
      headers: { authorization: String(request.headers.authorization ?? '') },
    });
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
  };
  const QUERY = '{ lenders(first: 1) { totalCount } }';
  /** The operations' calls: the gateway's session check of the token (once per 10 s) is not one of them. */
  const dataCalls = () => stub.requests.filter((request) => !request.url.startsWith('/api/Authentication/session'));

  it('stops an operation at its deadline with DEADLINE_EXCEEDED', async () => {
    stub.handle(() => undefined); // never answers
    const slow = await gateway({ apiUrl: stub.url, resilience: { deadlineMs: 300 } });
    const result = await gql(slow.url, QUERY, stack.officer);
    expect(codesOf(result)).toEqual(['DEADLINE_EXCEEDED']);
    expect(result.errors![0]!.message).toBe('The request took longer than 0.3 s and was stopped. Please try again.');
  });

  it('opens after consecutive failures, fails fast while open, and closes after a successful probe', async () => {
    const guarded = await gateway({ apiUrl: stub.url, resilience: { breakerFailures: 2, breakerHalfOpenAfterMs: 400 } });
    stub.handle((_request, res) => void res.writeHead(500, { 'content-type': 'application/json' }).end('{}'));
    expect(codesOf(await gql(guarded.url, QUERY, stack.officer))).toEqual(['INTERNAL_SERVER_ERROR']);
    expect(codesOf(await gql(guarded.url, QUERY, stack.officer))).toEqual(['INTERNAL_SERVER_ERROR']);
    expect(dataCalls()).toHaveLength(2);

    // Open: the API is not asked at all.
    const fast = await gql(guarded.url, QUERY, stack.officer);
    expect(codesOf(fast)).toEqual(['SERVICE_UNAVAILABLE']);
    expect(dataCalls()).toHaveLength(2);
    expect(await (await fetch(`${guarded.url}/metrics`)).text()).toMatch(/lendhub_upstream_circuit_open\{service="api"\} 1/);

    // The API recovers; after the half-open delay one probe goes through and closes the circuit.
    stub.handle(healthy);
    await new Promise((resolve) => setTimeout(resolve, 450));
    const probe = await gql(guarded.url, QUERY, stack.officer);
    expect(probe.errors).toBeUndefined();
    expect(dataCalls()).toHaveLength(1);
    expect((await gql(guarded.url, QUERY, stack.officer)).errors).toBeUndefined();
    expect(await (await fetch(`${guarded.url}/metrics`)).text()).toMatch(/lendhub_upstream_circuit_open\{service="api"\} 0/);
  });
});
