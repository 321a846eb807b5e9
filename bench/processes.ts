// Issue 26 §3 figures, each process on its own: how long `pnpm start` (its in-process stack: the compiled
// gateway with the API and PGlite inside) takes to answer its first 200 on an existing database, with the
// phases it prints; and the resident memory (RSS) of the API process and of a gateway process, idle and
// under a load from autocannon, sampled from /proc every 100 ms.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../scripts/node-flags.mjs';
import { BENCH_REQUEST_LIMITS } from './apiProcess.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort(): Promise<number> {
  return new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A process's resident set in bytes now (Linux /proc); 0 when it is gone. */
export function rssOf(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return line ? Number(line[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc, clock ticks of 10 ms); 0 when it is gone. */
export function cpuMsOf(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The highest RSS of each pid while `work` runs (sampled every 100 ms). */
export async function peakRss<T>(pids: number[], work: () => Promise<T>): Promise<{ result: T; peaks: number[] }> {
  const peaks = pids.map(rssOf);
  const timer = setInterval(() => pids.forEach((pid, index) => (peaks[index] = Math.max(peaks[index]!, rssOf(pid)))), 100);
  try {
    const result = await work();
    return { result, peaks };
  } finally {
    clearInterval(timer);
  }
}

async function compiled(server: 'gateway' | 'api'): Promise<string> {
  const { ensureServerBuilt } = (await import('../scripts/server-build.mjs' as string)) as {
    ensureServerBuilt: (name: string) => Promise<string>;
  };
  return ensureServerBuilt(server);
}

/** Stops a child and waits for it. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Polls `url` every 20 ms until it answers 200; the time from `since`. */
async function firstOk(url: string, since: number, child: ChildProcess, timeoutMs = 120_000): Promise<number> {
  while (performance.now() - since < timeoutMs && child.exitCode === null) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} gave no 200 within ${timeoutMs / 1000} s`);
}

export interface StartFigures {
  /** Spawn to the first 200 of /healthz, ms. */
  firstOkMs: number;
  /** The start's own line: database open, migrations, seed check (ms), as `pnpm start` prints them. */
  phases: string;
  /** The stack's RSS (one process) once it answered. */
  rss: number;
}

/**
 * `pnpm start` on a fresh DATA_DIR (`fresh`: the database made and seeded by the API's child process), then on
 * the existing database (`figures`), each timed from spawn to /healthz's 200. With web/dist built this is `node scripts/start.mjs` (what
 * `pnpm start` runs, its web and server freshness checks included); without it the compiled gateway alone,
 * so the bench never builds the web app.
 */
export async function startTimes(runs = 3): Promise<{ command: string; fresh: StartFigures; figures: StartFigures[] }> {
  const bundle = await compiled('gateway');
  await compiled('api');
  const webBuilt = existsSync(path.join(ROOT, 'web/dist/index.html'));
  // As package.json's `start` runs it: with the servers' node flags.
  const args = [...SERVER_NODE_FLAGS, webBuilt ? path.join(ROOT, 'scripts/start.mjs') : bundle];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lendhub-bench-start-'));
  const figures: StartFigures[] = [];
  let fresh: StartFigures | undefined;
  try {
    for (let run = 0; run <= runs; run += 1) {
      const [port, apiPort] = [await freePort(), await freePort()];
      const startedAt = performance.now();
      const child = spawn(process.execPath, args, {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          PORT: String(port),
          API_PORT: String(apiPort),
          DATA_DIR: dataDir,
          API_URL: '',
          DATABASE_URL: '',
          REDIS_URL: '',
          LOG_LEVEL: 'warn',
        },
      });
      let out = '';
      child.stdout!.on('data', (chunk) => (out += chunk));
      child.stderr!.on('data', (chunk) => (out += chunk));
      try {
        const firstOkMs = await firstOk(`http://127.0.0.1:${port}/healthz`, startedAt, child, run === 0 ? 600_000 : 120_000);
        const phases = /(new database .*?ms, )?database open [^;]+;[^)]*\)/.exec(out)?.[0] ?? '(no phase line)';
        const figure = { firstOkMs, phases, rss: rssOf(child.pid) };
        if (run === 0) fresh = figure;
        else figures.push(figure);
      } catch (error) {
        throw new Error(`${(error as Error).message}\n${out}`);
      } finally {
        await stop(child);
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const command = `node ${SERVER_NODE_FLAGS.join(' ')} ${webBuilt ? 'scripts/start.mjs' : 'gateway/dist/main.mjs (web/dist not built)'}`;
  return { command, fresh: fresh!, figures };
}

export interface GatewayProcess {
  url: string;
  pid: number;
  close(): Promise<void>;
}

/** The compiled gateway in a process of its own with the servers' node flags, in front of `apiUrl` (as docs/deploy.md runs it). */
export async function gatewayProcess(apiUrl: string, jwtSecret: string): Promise<GatewayProcess> {
  const bundle = await compiled('gateway');
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lendhub-bench-gw-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, bundle], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      API_URL: apiUrl,
      JWT_SECRET: jwtSecret,
      DATA_DIR: dataDir,
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_TOKEN: String(BENCH_REQUEST_LIMITS.perToken),
      RATE_LIMIT_PER_ADDRESS: String(BENCH_REQUEST_LIMITS.perAddress),
      RATE_LIMIT_WINDOW_SECONDS: String(BENCH_REQUEST_LIMITS.windowSeconds),
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await firstOk(`${url}/healthz`, performance.now(), child);
  return {
    url,
    pid: child.pid!,
    close: async () => {
      await stop(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
