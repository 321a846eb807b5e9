// CI's check of the release (`pnpm test`'s "release smoke" step): builds the release folder (scripts/release.mjs,
// what the Dockerfile runs too) and starts it once as an operator would — `node gateway/dist/main.mjs` in that
// folder, nothing else of this repository, a fresh data directory, a free port — then checks that /readyz
// answers 200, that the demo Admin signs in through GraphQL and that a query with the token answers, and stops it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from './node-flags.mjs';
import { buildRelease } from './release.mjs';

const STARTUP_LIMIT_MS = 60_000;

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

async function graphql(url, query, variables, token) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (response.status !== 200 || body.errors)
    throw new Error(`${query.slice(0, 40)}… answered ${response.status}: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

async function waitForReady(url, child) {
  const giveUpAt = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < giveUpAt) {
    if (child.exitCode !== null) throw new Error(`the release exited with ${child.exitCode} before it was ready`);
    const status = await fetch(`${url}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`/readyz did not answer 200 within ${STARTUP_LIMIT_MS / 1000} s`);
}

const work = mkdtempSync(path.join(tmpdir(), 'lendhub-release-'));
let child;
try {
  const started = performance.now();
  const release = await buildRelease(path.join(work, 'release'));
  const built = performance.now();
  // A new database starts from the build's migrated image (api/src/db/pgliteImage.ts), not from initdb.
  if (!existsSync(path.join(release, 'gateway/dist/pglite-migrated.tar.gz'))) throw new Error('the release has no PGlite image');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Only what an operator sets: no variable of this shell (REDIS_URL, DATABASE_URL…) leaks into the check.
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    API_PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    LOG_LEVEL: 'warn',
  };
  child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'gateway/dist/main.mjs'], {
    cwd: release,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForReady(url, child);
  const { login } = await graphql(url, 'mutation ReleaseSmokeLogin($input: LoginInput!) { login(input: $input) { token role } }', {
    input: { email: 'admin@lendhub.demo', password: 'LendHub#2025' },
  });
  const { viewer } = await graphql(url, 'query ReleaseSmokeViewer { viewer { email } }', {}, login.token);
  if (viewer?.email !== 'admin@lendhub.demo') throw new Error(`viewer answered ${JSON.stringify(viewer)}`);
  console.log(
    `Release smoke: built in ${Math.round((built - started) / 1000)} s; /readyz 200, signed in and queried in ${Math.round((performance.now() - built) / 1000)} s.`,
  );
} finally {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  rmSync(work, { recursive: true, force: true });
}
