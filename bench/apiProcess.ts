// The API as the cluster and docs/deploy.md run it, for the benches' LAYOUT=split: compiled, in a process
// of its own with the servers' node flags, PGlite in a fresh data directory (made by the API's child process,
// then opened as an existing database, as every later start opens it).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../scripts/node-flags.mjs';

/**
 * The request rate limits of every stack a bench starts: still counted (their cost is in the figures)
 * but out of reach, since one token sends every request and the load would otherwise measure refusals.
 */
export const BENCH_REQUEST_LIMITS = { perToken: 1_000_000_000, perAddress: 1_000_000_000, windowSeconds: 60 };

/** The compiled API (scripts/server-build.mjs) in its own process on a fresh data directory. */
export async function apiProcess(jwtSecret: string, limits = BENCH_REQUEST_LIMITS) {
  const [buildScript, processScript] = ['../scripts/server-build.mjs', '../scripts/gateway-process.mjs'];
  const { ensureServerBuilt } = (await import(buildScript)) as { ensureServerBuilt: (server: string) => Promise<string> };
  const { waitForHttp } = (await import(processScript)) as {
    waitForHttp: (url: string, timeoutMs: number, isAlive: () => boolean) => Promise<void>;
  };
  const bundle = await ensureServerBuilt('api');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lendhub-bench-'));
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, bundle], {
    stdio: 'ignore',
    env: {
      ...process.env,
      API_PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: jwtSecret,
      RATE_LIMIT_PER_TOKEN: String(limits.perToken),
      RATE_LIMIT_PER_ADDRESS: String(limits.perAddress),
      RATE_LIMIT_WINDOW_SECONDS: String(limits.windowSeconds),
    },
  });
  const url = `http://127.0.0.1:${port}`;
  // A fresh data directory is initialised and seeded first: minutes when the shared machine is busy.
  try {
    await waitForHttp(`${url}/healthz`, 600_000, () => child.exitCode === null);
  } catch (error) {
    child.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    pid: child.pid!,
    close: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
