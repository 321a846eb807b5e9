import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestEngine } from '../../src/db/testing/scratch-database.ts';
import type { Envelope, FieldErrors } from '../../src/http/envelope.ts';
import { startApi, type RunningApi, type StartApiOptions } from '../../src/index.ts';
import { DEMO_PASSWORD } from '../../src/seed/users.ts';

/*
 * The API's one test harness. `useTestApi()` is the fixture every HTTP test file opens with: it
 * starts the real API for the file (PGlite in memory; in the "postgres" project, a scratch database
 * on the DATABASE_URL server, dropped afterwards) and signs in the three demo accounts.
 */

export { createScratchDatabase, requiredDatabaseUrl, testEngine } from '../../src/db/testing/scratch-database.ts';

/** The secret test servers sign with, so tests can forge expired or foreign tokens. */
export const TEST_JWT_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

export const DEMO = {
  admin: 'admin@lendhub.demo',
  officer: 'officer@lendhub.demo',
  lender: 'lender@lendhub.demo',
  password: DEMO_PASSWORD,
} as const;

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  /** On a 400, `data` is `{ errors: { field: message } }` (typed on every result for brevity in tests; absent otherwise). */
  body: Envelope<T & { errors: FieldErrors }>;
}

export interface TestApi extends RunningApi {
  engine: TestEngine;
  /** The scratch database's URL on the PostgreSQL engine (another API may open it too); undefined on PGlite. */
  databaseUrl: string | undefined;
  /** Where the API stores uploads (a temporary folder of this file). */
  uploadsDir: string;
  /** Signs in and returns the bearer token (throws if sign-in fails). */
  login(email: string, password?: string): Promise<string>;
  /** Calls the API with a JSON body (if any) and returns the HTTP status and the parsed envelope. */
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
  /** A multipart/form-data call. */
  form<T = any>(method: 'POST' | 'PUT', path: string, form: FormData, token?: string | null): Promise<CallResult<T>>;
  /** Stored upload files, sorted; files still staged are listed as `.staging/<name>`. */
  storedFiles(): Promise<string[]>;
}

/** Starts the real API for one test file; close it when the file is done. Prefer `useTestApi()`. */
export async function startTestApi(options: Partial<StartApiOptions> = {}): Promise<TestApi> {
  const ownedDataDir = options.dataDir ? null : await mkdtemp(path.join(tmpdir(), 'lendhub-api-test-'));
  const dataDir = options.dataDir ?? ownedDataDir!;
  const uploadsDir = path.join(dataDir, 'uploads');
  const database = await createTestDatabase();
  let api: RunningApi;
  try {
    api = await startApi({ port: 0, jwtSecret: TEST_JWT_SECRET, ...database.options, ...options, dataDir });
  } catch (error) {
    await database.drop();
    if (ownedDataDir) await rm(ownedDataDir, { recursive: true, force: true });
    throw error;
  }

  const send = async <T>(
    method: string,
    route: string,
    body: string | FormData | undefined,
    headers: Record<string, string>,
  ): Promise<CallResult<T>> => {
    const response = await fetch(api.url + route, { method, headers, body });
    return { status: response.status, body: (await response.json()) as CallResult<T>['body'] };
  };
  const bearer = (token?: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

  const call = <T>(method: string, route: string, { token, body, headers }: CallOptions = {}) =>
    send<T>(method, route, body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body), {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...bearer(token),
      ...headers,
    });

  return {
    ...api,
    engine: database.engine,
    databaseUrl: options.databaseUrl ?? ('databaseUrl' in database.options ? database.options.databaseUrl : undefined),
    uploadsDir,
    call,
    form: (method, route, form, token) => send(method, route, form, bearer(token)),
    async login(email, password = DEMO_PASSWORD) {
      const { status, body } = await call<{ token: string }>('POST', '/api/Authentication/login', { body: { email, password } });
      if (status !== 200) throw new Error(`login as ${email} failed: ${status} ${body.responseMsg}`);
      return body.data.token;
    },
    async storedFiles() {
      const names = await readdir(uploadsDir).catch(() => [] as string[]);
      const staged = await readdir(path.join(uploadsDir, '.staging')).catch(() => [] as string[]);
      return [...names.filter((name) => name !== '.staging'), ...staged.map((name) => `.staging/${name}`)].sort();
    },
    async close() {
      await api.close();
      await database.drop();
      if (ownedDataDir) await rm(ownedDataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in user: the bearer token and the user id it carries. */
export interface Session {
  token: string;
  userId: number;
}

/** Signs in and reads the user id from the answer. */
export async function signIn(api: TestApi, email: string, password: string = DEMO_PASSWORD): Promise<Session> {
  const { status, body } = await api.call<{ token: string; userId: number }>('POST', '/api/Authentication/login', {
    body: { email, password },
  });
  if (status !== 200) throw new Error(`login as ${email} failed: ${status} ${body.responseMsg}`);
  return { token: body.data.token, userId: body.data.userId };
}

export interface TestApiFixture {
  /** Filled in before the file's first test runs. */
  api: TestApi;
  admin: Session;
  officer: Session;
  lender: Session;
}

/**
 * The fixture of an HTTP test file: `const { api, admin, officer, lender } = useTestApi();` at the top.
 * The objects are filled in by a beforeAll hook (the API started, the demo accounts signed in) and the
 * API is closed after the file. Hooks declared before this call run before the API starts.
 */
export function useTestApi(options: Partial<StartApiOptions> = {}): TestApiFixture {
  const fixture: TestApiFixture = { api: {} as TestApi, admin: {} as Session, officer: {} as Session, lender: {} as Session };
  let running: TestApi | undefined;
  beforeAll(async () => {
    running = await startTestApi(options);
    Object.assign(fixture.api, running);
    Object.assign(fixture.admin, await signIn(running, DEMO.admin));
    Object.assign(fixture.officer, await signIn(running, DEMO.officer));
    Object.assign(fixture.lender, await signIn(running, DEMO.lender));
  });
  afterAll(() => running?.close());
  return fixture;
}

/** A value unique to this run (names, e-mails). */
export function unique(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

/** An e-mail no other test uses. */
export function uniqueEmail(prefix = 'user'): string {
  return `${unique(prefix)}@example.com`;
}

/** A multipart form from plain fields (lists joined by commas, as the spec's forms send them) and files. */
export function formOf(
  fields: Record<string, string | number | boolean | string[] | undefined>,
  files: Array<[field: string, content: Buffer, name: string]> = [],
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  for (const [field, content, name] of files) form.append(field, new Blob([new Uint8Array(content)]), name);
  return form;
}
