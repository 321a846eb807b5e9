import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { modulesLoadedBy, modulesLoadedByImporting } from '@lendhub/server-kit/testing/loaded-modules';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';

// The gateway as `pnpm start` runs it (gateway/src/main.ts), in a child process that records every
// module it loads: with API_URL set it must load none of the API's server code.

const GATEWAY_DIR = fileURLToPath(new URL('../../', import.meta.url));
/** The API's own modules a remote-API gateway may load: none. What both servers share (rate limits, sign-in throttling, the
 * Redis channels and broadcast, the JWT secret, the sandbox key, tracing) is @lendhub/server-kit's (server-kit/src). */
const ALLOWED_API_MODULES: string[] = [];
const API_RUNTIME =
  /\/node_modules\/(\.pnpm\/)?(kysely|kysely-pglite|@electric-sql\+pglite|@electric-sql\/pglite|pg|pg-[a-z]+|bcryptjs|multer|nodemailer)[@/]/;

let tempDir: string;
beforeAll(async () => {
  tempDir = await mkdtemp(path.join(tmpdir(), 'lendhub-startup-'));
});
afterAll(() => rm(tempDir, { recursive: true, force: true }));

/** A production gateway pointed at an API elsewhere, stopped once it says it runs. */
const remoteApiStart = () => ({
  cwd: GATEWAY_DIR,
  env: {
    API_URL: 'http://127.0.0.1:9',
    PORT: '0',
    JWT_SECRET: 'startup-test-secret-0123456789',
    DATA_DIR: tempDir,
    NODE_ENV: 'production',
  },
  readyText: 'LendHub is running at',
});

describe('a gateway whose API runs elsewhere (API_URL set)', () => {
  it('starts without loading the API server, its database drivers or PGlite', async () => {
    const loaded = await modulesLoadedBy(['src/main.ts'], remoteApiStart());
    // The recorder saw the gateway itself load, so an empty answer below means something.
    expect(loaded.some((url) => url.endsWith('/gateway/src/server.ts'))).toBe(true);
    expect(loaded.filter((url) => API_RUNTIME.test(url))).toEqual([]);
    const apiModules = loaded.filter((url) => /\/api\/src\//.test(url)).map((url) => url.slice(url.indexOf('/api/src/')));
    expect(apiModules.sort()).toEqual(ALLOWED_API_MODULES);
  });

  it('would be seen: importing the API package loads its server, kysely and PGlite', async () => {
    const loaded = await modulesLoadedByImporting('@lendhub/api', GATEWAY_DIR);
    expect(loaded.some((url) => url.endsWith('/api/src/server.ts'))).toBe(true);
    expect(loaded.some((url) => /kysely/.test(url))).toBe(true);
    expect(loaded.some((url) => /pglite/.test(url))).toBe(true);
  });
});

describe('the compiled gateway (scripts/server-build.mjs), as pnpm start runs it', () => {
  it('starts with plain node, and with API_URL set loads none of the API server code', async () => {
    const buildScript = new URL('../../../scripts/server-build.mjs', import.meta.url).href;
    const { buildServer } = (await import(buildScript)) as { buildServer: (server: string, outdir: string) => Promise<string> };
    // A folder of its own: the suite runs once per database engine, possibly at the same time.
    const outdir = `gateway/dist-test-${process.pid}`;
    const bundle = await buildServer('gateway', outdir);
    onTestFinished(() => rm(path.join(GATEWAY_DIR, '..', outdir), { recursive: true, force: true }));
    const loaded = await modulesLoadedBy([bundle], { ...remoteApiStart(), loader: [] });
    expect(loaded.some((url) => url.endsWith(`/${outdir}/main.mjs`))).toBe(true);
    expect(loaded.filter((url) => /\.ts$|\/tsx\//.test(url))).toEqual([]);
    expect(loaded.filter((url) => API_RUNTIME.test(url))).toEqual([]);
  });
});
