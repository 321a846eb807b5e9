import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { freePort } from '../../../scripts/fault-cluster.mjs';

/*
 * `pnpm start` (gateway/src/main.ts with its API in the same process) told to stop with SHUTDOWN_DELAY_MS set: the
 * gateway says "stopping" for the delay (its balancer takes it out), then the API stops at once — its one client has
 * drained, nobody else balances over it. Before, the API read the same variable and waited it out a second time,
 * answering "stopping" to nobody.
 */
const GATEWAY_DIR = fileURLToPath(new URL('../../', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('stops its in-process API without a second shutdown delay', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lendhub-stop-'));
  const [port, apiPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: GATEWAY_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      SHUTDOWN_DELAY_MS: '1500',
      REDIS_URL: '',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  try {
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const collect = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (output.includes('LendHub is running at')) resolve();
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      void exited.then((code) => reject(new Error(`exited with ${code} before it served:\n${output}`)));
    });

    child.kill('SIGTERM');
    // What the API's /healthz answers from the signal until it stops listening.
    const answers = new Set<string>();
    for (;;) {
      const answer = await fetch(`http://127.0.0.1:${apiPort}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
        async (response) => `${response.status} ${((await response.json()) as { status: string }).status}`,
        () => 'refused',
      );
      answers.add(answer);
      if (answer === 'refused') break;
      await sleep(20);
    }
    expect(await exited).toBe(0);
    // The gateway's delay passed with its API serving; the API itself never said "stopping".
    expect(answers).toContain('200 ok');
    expect(answers).not.toContain('503 stopping');
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}, 180_000);
