import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type GatewayOptions, type RunningGateway } from '../../src/index.ts';
import { useStack } from '../harness/signedIn.ts';
import { codesOf, fieldsOf, type GraphQLResponse } from '../harness/stack.ts';
import { json, startStubServer, type StubServer } from '../harness/stubServer.ts';

/*
 * Issue 19 §1: the API's circuit breaker counts only what says the API is unhealthy (no answer,
 * 502/503/504, a 500 that is not the API's answer to the request), for all users together; a
 * client's bad input never opens it; and a real outage answers SERVICE_UNAVAILABLE.
 */
// Each failure reaches the breaker at once: no waiting for a restarting API (connectionRetry.ts).
process.env.API_RECONNECT_WINDOW_MS = '0';
const stack = useStack();
const started: RunningGateway[] = [];
let stub: StubServer;
beforeAll(async () => {
  stub = await startStubServer();
});
afterAll(async () => {
  for (const running of started) await running.close();
  await stub?.close();
  // Test files may share a worker (vitest.config.ts: isolate false): the next file gets the default window.
  delete process.env.API_RECONNECT_WINDOW_MS;
});

const FAILURES = 3;
async function gateway(options: Partial<GatewayOptions> = {}): Promise<RunningGateway> {
  const running = await startGateway({
    port: 0,
    host: '127.0.0.1',
    apiUrl: stub.url,
    jwtSecret: stack.jwtSecret,
    resilience: { breakerFailures: FAILURES, breakerHalfOpenAfterMs: 60_000 },
    ...options,
  });
  started.push(running);
  return running;
}

async function gql(url: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GraphQLResponse> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as object) };
}

const circuitOpen = async (url: string) =>
  /lendhub_upstream_circuit_open\{service="api"\} 1/.test(await (await fetch(`${url}/metrics`)).text());

const QUERY = '{ lenders(first: 1) { totalCount } }';
const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { token } }';

/** Passes the gateway's calls on to the real API. */
const passThrough = async (
  request: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string },
  res: http.ServerResponse,
) => {
  const answer = await fetch(`${stack.api.url}${request.url}`, {
    method: request.method,
    headers: { authorization: String(request.headers.authorization ?? ''), 'content-type': 'application/json' },
    ...(request.method === 'GET' ? {} : { body: request.body }),
  });
  res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
};

/** Answers data calls with `handler`; the gateway's session checks of the token still reach the API. */
const dataCalls =
  (handler: (request: Parameters<typeof passThrough>[0], res: http.ServerResponse) => void) =>
  (request: Parameters<typeof passThrough>[0], res: http.ServerResponse) =>
    request.url.startsWith('/api/Authentication/session') ? passThrough(request, res) : handler(request, res);

describe('what a client can send', () => {
  it('ten sign-ins with a NUL in the email: each a BAD_USER_INPUT on email, the breaker stays closed, others are served', async () => {
    const guarded = await gateway({ apiUrl: stack.upstream.url });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const refused = await gql(guarded.url, LOGIN, { input: { email: 'x\u0000@example.com', password: 'whatever-123' } });
      expect(codesOf(refused)).toEqual(['BAD_USER_INPUT']);
      expect(fieldsOf(refused)).toHaveProperty('email');
    }
    expect(await circuitOpen(guarded.url)).toBe(false);
    expect((await gql(guarded.url, QUERY, {}, stack.officer)).errors).toBeUndefined();
  });

  it("the API's own 500 for one request, repeated by one client, never opens the breaker", async () => {
    const guarded = await gateway();
    stub.handle(dataCalls((_request, res) => json(res, 500, { status: 500, responseMsg: 'An unexpected error occurred', data: null })));
    for (let attempt = 0; attempt < FAILURES * 3; attempt += 1) {
      expect(codesOf(await gql(guarded.url, QUERY, {}, stack.officer))).toEqual(['INTERNAL_SERVER_ERROR']);
    }
    expect(await circuitOpen(guarded.url)).toBe(false);
    stub.handle(passThrough);
    expect((await gql(guarded.url, QUERY, {}, stack.lender)).errors).toBeUndefined();
  });

  it('4xx answers never open the breaker', async () => {
    const guarded = await gateway();
    stub.handle(
      dataCalls((_request, res) =>
        json(res, 400, { status: 400, responseMsg: 'Invalid input', data: { errors: { search: 'Invalid input' } } }),
      ),
    );
    for (let attempt = 0; attempt < FAILURES * 3; attempt += 1)
      expect(codesOf(await gql(guarded.url, QUERY, {}, stack.officer))).toEqual(['BAD_USER_INPUT']);
    expect(await circuitOpen(guarded.url)).toBe(false);
  });
});

describe('what says the API is down', () => {
  it('connection refused: SERVICE_UNAVAILABLE at once, and the breaker opens after the threshold', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const guarded = await gateway({ apiUrl: `http://127.0.0.1:${port}` });
    for (let attempt = 0; attempt < FAILURES; attempt += 1)
      expect(codesOf(await gql(guarded.url, QUERY, {}, stack.officer))).toEqual(['SERVICE_UNAVAILABLE']);
    expect(await circuitOpen(guarded.url)).toBe(true);
  });

  it('connection reset: SERVICE_UNAVAILABLE and counted', async () => {
    const guarded = await gateway();
    stub.handle(dataCalls((_request, res) => void res.socket?.destroy()));
    for (let attempt = 0; attempt < FAILURES; attempt += 1)
      expect(codesOf(await gql(guarded.url, QUERY, {}, stack.officer))).toEqual(['SERVICE_UNAVAILABLE']);
    expect(await circuitOpen(guarded.url)).toBe(true);
  });

  it.each([502, 503, 504])('%i from in front of the API counts, for all users together', async (status) => {
    const guarded = await gateway();
    stub.handle(dataCalls((_request, res) => void res.writeHead(status, { 'content-type': 'text/html' }).end('<html>Bad Gateway</html>')));
    // One failure each from three different users: one shared count per upstream.
    for (const token of [stack.officer, stack.lender, stack.admin])
      expect(codesOf(await gql(guarded.url, QUERY, {}, token))).toEqual(['SERVICE_UNAVAILABLE']);
    expect(await circuitOpen(guarded.url)).toBe(true);
  });

  it('a 500 without the API envelope (something around the API failed) counts', async () => {
    const guarded = await gateway();
    stub.handle(dataCalls((_request, res) => void res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error')));
    for (let attempt = 0; attempt < FAILURES; attempt += 1)
      expect(codesOf(await gql(guarded.url, QUERY, {}, stack.officer))).toEqual(['INTERNAL_SERVER_ERROR']);
    expect(await circuitOpen(guarded.url)).toBe(true);
  });
});
