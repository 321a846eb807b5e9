import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO, startTestApi, type CallResult, type TestApi } from '../helpers/test-api.ts';

/**
 * The issue-3 suites on the foundation's test API (PGlite, or a scratch PostgreSQL database in the
 * "postgres" project), with what those suites need on top: the demo users' ids, multipart posts,
 * and the list of stored upload files.
 */
export type DemoUser = 'admin' | 'officer' | 'lender';

export interface Session {
  token: string;
  userId: number;
}

export interface Issue3Api {
  api: TestApi;
  dataDir: string;
  login(user: DemoUser): Promise<Session>;
  get<T = any>(route: string, token?: string | null): Promise<CallResult<T>>;
  json<T = any>(method: 'POST' | 'PUT' | 'DELETE', route: string, body: unknown, token?: string | null): Promise<CallResult<T>>;
  form<T = any>(route: string, form: FormData, token?: string | null): Promise<CallResult<T>>;
  /** Stored upload files (the staging folder excluded). */
  storedFiles(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startIssue3Api(): Promise<Issue3Api> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lendhub-issue3-'));
  const api = await startTestApi({ dataDir });
  const sessions = new Map<DemoUser, Session>();
  const tokenOf = (token?: string | null) => (token ? { token } : {});

  return {
    api,
    dataDir,
    async login(user) {
      const cached = sessions.get(user);
      if (cached) return cached;
      const token = await api.login(DEMO[user]);
      const me = await api.call<{ userId: number }>('GET', '/api/User/GetUser', { token });
      const session = { token, userId: me.body.data.userId };
      sessions.set(user, session);
      return session;
    },
    get: (route, token) => api.call('GET', route, tokenOf(token)),
    json: (method, route, body, token) => api.call(method, route, { ...tokenOf(token), ...(body !== undefined ? { body } : {}) }),
    async form(route, form, token) {
      const response = await fetch(api.url + route, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
      return { status: response.status, body: await response.json() } as CallResult<any>;
    },
    async storedFiles() {
      const names = await readdir(path.join(dataDir, 'uploads')).catch(() => [] as string[]);
      return names.filter((name) => !name.startsWith('.')).sort();
    },
    async close() {
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A value unique to this run (names, emails). */
export function unique(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

/** A multipart body from text fields and files. */
export function formOf(fields: Record<string, string | undefined>, files: Array<[field: string, content: Buffer, name: string]> = []): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.append(key, value);
  for (const [field, content, name] of files) body.append(field, new Blob([new Uint8Array(content)]), name);
  return body;
}
