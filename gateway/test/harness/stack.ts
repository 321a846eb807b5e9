import { randomBytes } from 'node:crypto';
import { startApi, type RunningApi } from '@lendhub/api';
import { SignJWT } from 'jose';
import { createTestDatabase, type TestEngine } from '@lendhub/api/testing/database';
import { startGateway, type GatewayOptions, type RunningGateway } from '../../src/index.ts';
import { startCountingProxy, type CountingProxy } from './countingProxy.ts';

/** Seeded demo accounts (README "Demo accounts"). */
export const DEMO_PASSWORD = 'LendHub#2025';
export const DEMO = {
  ADMIN: 'admin@lendhub.demo',
  LOAN_OFFICER: 'officer@lendhub.demo',
  ACCOUNT_EXECUTIVE: 'lender@lendhub.demo',
} as const;
export type DemoRole = keyof typeof DEMO;

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

export interface Stack {
  gateway: RunningGateway;
  api: RunningApi;
  /** The API's database: PGlite, or (vitest project "postgres") a scratch database on DATABASE_URL. */
  engine: TestEngine;
  /** Sits between gateway and API and records every upstream request. */
  upstream: CountingProxy;
  jwtSecret: string;
  /** POST /graphql; `token` is sent as a bearer token. */
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string | null): Promise<GraphQLResponse<T>>;
  /** A real token for a demo account, obtained through the gateway's login mutation (cached). */
  tokenFor(role: DemoRole): Promise<string>;
  /** Signs a token with arbitrary claims (expired, custom role, foreign secret…). */
  signToken(
    claims: { sub: string; role: string; email: string },
    options?: { secret?: string; expiresIn?: string | number },
  ): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real API (seeded; in-memory PGlite, or in the "postgres" project a fresh database on the
 * DATABASE_URL server, dropped on close) on a random port, the counting proxy in front of it, and
 * the gateway on a random port. One per test file: PGlite takes seconds to open.
 */
export async function startStack(gatewayOptions: Partial<GatewayOptions> = {}, apiOptions: { dataDir?: string } = {}): Promise<Stack> {
  const jwtSecret = randomBytes(32).toString('base64url');
  const database = await createTestDatabase();
  const running: { close(): Promise<void> }[] = [];
  // Stops what has started, newest first, then drops the scratch database (also when a start fails).
  const shutDown = async () => {
    try {
      for (let server = running.pop(); server; server = running.pop()) await server.close();
    } finally {
      await database.drop();
    }
  };

  let api: RunningApi, upstream: CountingProxy, gateway: RunningGateway;
  try {
    // As deployed: the API trusts the gateway's X-Forwarded-For (TRUST_PROXY names the gateways).
    running.push((api = await startApi({ port: 0, jwtSecret, trustProxy: 'loopback', ...database.options, ...apiOptions })));
    running.push((upstream = await startCountingProxy(api.url)));
    running.push((gateway = await startGateway({ port: 0, apiUrl: upstream.url, jwtSecret, host: '127.0.0.1', ...gatewayOptions })));
  } catch (error) {
    await shutDown();
    throw error;
  }

  const gql: Stack['gql'] = async (query, variables, token) => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as Omit<GraphQLResponse, 'status'>;
    return { status: response.status, ...body } as GraphQLResponse<never>;
  };

  const tokens = new Map<DemoRole, string>();
  const tokenFor: Stack['tokenFor'] = async (role) => {
    const cached = tokens.get(role);
    if (cached) return cached;
    const result = await gql<{ login: { token: string } }>('mutation ($input: LoginInput!) { login(input: $input) { token } }', {
      input: { email: DEMO[role], password: DEMO_PASSWORD },
    });
    const token = result.data?.login.token;
    if (!token) throw new Error(`login as ${role} failed: ${JSON.stringify(result.errors)}`);
    tokens.set(role, token);
    return token;
  };

  const signToken: Stack['signToken'] = (claims, options = {}) =>
    new SignJWT({ role: claims.role, email: claims.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(new TextEncoder().encode(options.secret ?? jwtSecret));

  return {
    gateway,
    api,
    engine: database.engine,
    upstream,
    jwtSecret,
    gql,
    tokenFor,
    signToken,
    close: shutDown,
  };
}

/** The `extensions.code` of each error, in order. */
export function codesOf(response: GraphQLResponse<unknown>): unknown[] {
  return (response.errors ?? []).map((error) => error.extensions?.['code']);
}

/** The first error's `extensions.fields`. */
export function fieldsOf(response: GraphQLResponse<unknown>): Record<string, string> | undefined {
  return response.errors?.[0]?.extensions?.['fields'] as Record<string, string> | undefined;
}
