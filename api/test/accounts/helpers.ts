import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Envelope } from '../../src/http/envelope.ts';
import { DEMO, startTestApi, type CallResult, type TestApi } from '../helpers/test-api.ts';

export { DEMO } from '../helpers/test-api.ts';

/** The foundation's test API plus what the account suites need: multipart calls, the uploads folder, tokens per role. */
export interface AccountsTestApi extends TestApi {
  uploadsDir: string;
  /** multipart/form-data call. */
  form<T = any>(method: 'POST' | 'PUT', route: string, form: FormData, token?: string): Promise<CallResult<T>>;
  /** Stored upload files (the staging folder excluded). */
  storedFiles(): Promise<string[]>;
  /** Tokens of the three demo accounts, signed in once. */
  tokens(): Promise<{ admin: string; officer: string; lender: string }>;
  /** The user id inside a token. */
  userIdOf(token: string): number;
}

export async function startAccountsApi(): Promise<AccountsTestApi> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lendhub-accounts-'));
  const api = await startTestApi({ dataDir });
  const uploadsDir = path.join(dataDir, 'uploads');
  let tokens: Promise<{ admin: string; officer: string; lender: string }> | undefined;
  return {
    ...api,
    uploadsDir,
    async form(method, route, form, token) {
      const response = await fetch(api.url + route, { method, body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
      return { status: response.status, body: (await response.json()) as Envelope<any> };
    },
    async storedFiles() {
      const names = await readdir(uploadsDir).catch(() => [] as string[]);
      const staged = await readdir(path.join(uploadsDir, '.staging')).catch(() => [] as string[]);
      return [...names.filter((name) => name !== '.staging'), ...staged.map((name) => `.staging/${name}`)].sort();
    },
    tokens() {
      tokens ??= (async () => ({
        admin: await api.login(DEMO.admin),
        officer: await api.login(DEMO.officer),
        lender: await api.login(DEMO.lender),
      }))();
      return tokens;
    },
    userIdOf(token) {
      const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string };
      return Number(payload.sub);
    },
    async close() {
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A multipart form from plain fields (arrays joined by commas, as the spec's forms send them) and files. */
export function formOf(fields: Record<string, string | number | boolean | string[] | undefined>, files: Array<[field: string, content: Buffer, name: string]> = []): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  for (const [field, content, name] of files) form.append(field, new Blob([new Uint8Array(content)]), name);
  return form;
}

let counter = 0;
/** An e-mail no other test uses. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}
