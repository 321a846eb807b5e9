// The API as the cluster and docs/deploy.md run it, for the benches' LAYOUT=split: compiled, in a process
// of its own, PGlite in a fresh data directory.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export /** The compiled API (scripts/server-build.mjs) in its own process on a fresh data directory. */
async function apiProcess(jwtSecret: string, limits: { perToken: number; perAddress: number; windowSeconds: number }) {
  const buildScript = '../scripts/server-build.mjs';
  const { ensureServerBuilt } = (await import(buildScript)) as { ensureServerBuilt: (server: string) => Promise<string> };
  const bundle = await ensureServerBuilt('api');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lendhub-bench-'));
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const child = spawn(process.execPath, [bundle], {
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
  for (let attempt = 0; ; attempt += 1) {
    if (attempt > 240) throw new Error('the API process did not start');
    if (await fetch(`${url}/healthz`).then((response) => response.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    close: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
