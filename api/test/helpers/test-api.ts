import { createTestDatabase, type TestEngine } from '../../src/db/testing/scratch-database.ts';
import { startApi, type RunningApi, type StartApiOptions } from '../../src/index.ts';
import type { Envelope, FieldErrors } from '../../src/http/envelope.ts';
import { DEMO_PASSWORD } from '../../src/seed/users.ts';

export { createScratchDatabase, requiredDatabaseUrl } from '../../src/db/testing/scratch-database.ts';

/** The secret test servers sign with, so tests can forge expired or foreign tokens. */
export const TEST_JWT_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

export const DEMO = {
  admin: 'admin@lendhub.demo',
  officer: 'officer@lendhub.demo',
  lender: 'lender@lendhub.demo',
  password: DEMO_PASSWORD,
} as const;

export interface TestApi extends RunningApi {
  engine: TestEngine;
  /** Signs in and returns the bearer token (throws if sign-in fails). */
  login(email: string, password?: string): Promise<string>;
  /** Calls the API and returns the HTTP status and the parsed envelope. */
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  /** On a 400, `data` is `{ errors: { field: message } }` (typed on every result for brevity in tests; absent otherwise). */
  body: Envelope<T & { errors: FieldErrors }>;
}

/**
 * Starts the real API for one test file: seeded PGlite in memory, or — in the "postgres"
 * project (DATABASE_URL set) — a fresh database created on that server and dropped on close.
 * Call once per file in beforeAll; close in afterAll.
 */
export async function startTestApi(options: Partial<StartApiOptions> = {}): Promise<TestApi> {
  const database = await createTestDatabase();
  let api: RunningApi;
  try {
    api = await startApi({ port: 0, jwtSecret: TEST_JWT_SECRET, ...database.options, ...options });
  } catch (error) {
    await database.drop();
    throw error;
  }

  const call = async <T>(method: string, path: string, { token, body, headers }: CallOptions = {}) => {
    const response = await fetch(api.url + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  };

  return {
    ...api,
    engine: database.engine,
    call,
    async login(email, password = DEMO_PASSWORD) {
      const { status, body } = await call<{ token: string }>('POST', '/api/Authentication/login', {
        body: { email, password },
      });
      if (status !== 200) throw new Error(`login as ${email} failed: ${status} ${body.responseMsg}`);
      return body.data.token;
    },
    async close() {
      await api.close();
      await database.drop();
    },
  };
}
