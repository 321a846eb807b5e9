import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';

export interface LiveSubscription<T> {
  /** The next event (rejects when the subscription ends or fails before one arrives). */
  next(): Promise<FormattedExecutionResult<T, unknown>>;
  /** How the socket closed, once it did. */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/** A graphql-ws client on `<gatewayUrl>/graphql`, subscribed to one operation; no retry (tests see each close). */
export function subscribe<T = Record<string, unknown>>(
  gatewayUrl: string,
  token: string | null,
  query: string,
  variables?: Record<string, unknown>,
  extraConnectionParams: Record<string, string> = {},
): LiveSubscription<T> {
  let onClosed: (event: { code: number; reason: string }) => void = () => undefined;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (onClosed = resolve));
  const client: Client = createClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...extraConnectionParams },
    retryAttempts: 0,
    lazy: false,
    on: { closed: (event) => onClosed(event as { code: number; reason: string }) },
  });
  const iterator = client.iterate<T>({ query, ...(variables ? { variables } : {}) });
  return {
    next: async () => {
      const result = await iterator.next();
      if (result.done) throw new Error('the subscription ended without an event');
      return result.value;
    },
    closed,
    close: async () => {
      await iterator.return?.();
      await client.dispose();
    },
  };
}

/** The subscription reaches the bus (and Redis) a moment after the socket opens. */
export const subscriptionSettles = () => new Promise((resolve) => setTimeout(resolve, 300));

/** What became of one subscription so far: nothing yet (running, no event), its first event, its errors' codes, or the socket closed under it. */
export type Outcome =
  | { state: 'running' }
  | { state: 'event'; event: FormattedExecutionResult<Record<string, unknown>, unknown> }
  | { state: 'refused'; codes: unknown[] }
  | { state: 'closed' };

export interface LiveConnection {
  client: Client;
  /** Resolves once the server acknowledged the connection (its token checked). */
  connected: Promise<void>;
  /** How the socket closed, once it did. */
  closed: Promise<{ code: number; reason: string }>;
  /** Subscribes; the returned outcome changes as the server answers. */
  track(query: string, variables?: Record<string, unknown>): Outcome;
}

/**
 * One socket for many subscriptions (graphql-ws multiplexes them), no retry; `headers` go on the
 * upgrade request (e.g. X-Forwarded-For behind a trusted proxy).
 */
export function connect(gatewayUrl: string, token: string | null, headers: Record<string, string> = {}): LiveConnection {
  let onClosed: (event: { code: number; reason: string }) => void = () => undefined;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (onClosed = resolve));
  let onConnected: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => (onConnected = resolve));
  class WithHeaders extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  const client = createClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WithHeaders,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: false,
    // The close is what these tests look at; graphql-ws would print it to the console.
    onNonLazyError: () => undefined,
    on: {
      connected: () => onConnected(),
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        onClosed({ code, reason });
      },
    },
  });
  const track: LiveConnection['track'] = (query, variables) => {
    const outcome: Outcome = { state: 'running' };
    const settle = (next: Outcome) => {
      if (outcome.state === 'running') Object.assign(outcome, next);
    };
    client.subscribe(
      { query, ...(variables ? { variables } : {}) },
      {
        next: (event) => settle({ state: 'event', event }),
        error: (error) =>
          settle(
            Array.isArray(error)
              ? { state: 'refused', codes: error.map((entry: { extensions?: { code?: unknown } }) => entry.extensions?.code) }
              : { state: 'closed' },
          ),
        complete: () => settle({ state: 'closed' }),
      },
    );
    return outcome;
  };
  return { client, connected, closed, track };
}

export interface HoldingUpstream {
  url: string;
  /** Resolves when the first held request has arrived (it waits, with any that follow, for `release`). */
  holding: Promise<void>;
  release(): void;
  close(): Promise<void>;
}

/**
 * A proxy in front of the API that holds the requests `held` picks until `release()`: a slow upstream read at a
 * moment the test chooses (e.g. while a subscription checks what it may read). Everything else passes at once.
 */
export async function holdingUpstream(targetUrl: string, held: (method: string, url: string) => boolean): Promise<HoldingUpstream> {
  const target = new URL(targetUrl);
  let released = false;
  let arrived: () => void = () => undefined;
  const holding = new Promise<void>((resolve) => (arrived = resolve));
  const waiting: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const forward = () => {
      const upstream = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
        (upstreamRes) => {
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
          upstreamRes.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    };
    if (released || !held(req.method ?? 'GET', req.url ?? '/')) return forward();
    waiting.push(forward);
    arrived();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    holding,
    release: () => {
      released = true;
      for (const forward of waiting.splice(0)) forward();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
