import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultCluster, type FaultCluster } from '../../../scripts/fault-cluster.mjs';
import { faultFigures, firstPostId, signIn, startLoad, type FaultFigures } from '../../../scripts/fault-load.mjs';
import { DEMO_PASSWORD } from '../harness/stack.ts';
import { subscribe, subscriptionSettles } from '../harness/live.ts';

/*
 * The fault suite (README "Reliability"): the cluster as `pnpm start:cluster` runs it — the compiled API
 * and two compiled gateways as supervised processes, a Redis of the suite's own, the balancer — under a
 * load of reads and comment writes through the balancer while one fault is injected at a time. Each
 * case counts the client errors, the time to recover, and checks that every acknowledged write is
 * stored exactly once over at least 200 writes. The same figures: `pnpm --filter @lendhub/bench faults`.
 */
const WRITES_PER_FAULT = 200;
/** A fault case takes 10–30 s on an idle machine; room for a busy one. */
const FAULT_TIMEOUT_MS = 240_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let cluster: FaultCluster;
let token: string;
let postId: string;
const supervisorLog: string[] = [];

beforeAll(async () => {
  cluster = await startFaultCluster({ log: (line) => supervisorLog.push(line) });
  token = await signIn(cluster.url, 'officer@lendhub.demo', DEMO_PASSWORD);
  postId = await firstPostId(cluster.url, token);
}, 400_000);
afterAll(() => cluster?.close(), 60_000);

/** Every process serving and both gateways in the balancer's rotation. */
async function settled(): Promise<void> {
  await cluster.healthy(cluster.apiUrl);
  for (const gateway of cluster.gateways) await cluster.healthy(gateway.url);
  while (cluster.balancer.healthy().length < cluster.gateways.length) await sleep(50);
}

/** Runs the load, injects `fault` once 40 calls have been served, lets it run to ≥ 200 writes and 60 more successes, and returns the figures. */
async function underLoad(name: string, fault: () => Promise<void>): Promise<FaultFigures & { faultAt: number }> {
  await settled();
  const run = `${name} ${randomUUID().slice(0, 8)}`;
  const load = startLoad({ url: cluster.url, token, postId, run });
  let faultAt = 0;
  try {
    await load.served(40);
    faultAt = Date.now();
    await fault();
    await load.served(60, 90_000);
    while (load.writesSent() < WRITES_PER_FAULT) await sleep(20);
  } finally {
    await load.stop();
  }
  const figures = await faultFigures({ url: cluster.url, token, postId, run, load, faultAt });
  return { ...figures, faultAt };
}

/** Resolves once the supervisor has started `entry` again and it serves. */
async function restarted(entry: FaultCluster['api'], url: string, restartsBefore: number): Promise<void> {
  while (entry.restarts === restartsBefore) await sleep(20);
  await cluster.healthy(url);
}

const exactlyOnce = (figures: FaultFigures) => {
  expect(figures.writesSent).toBeGreaterThanOrEqual(WRITES_PER_FAULT);
  expect(figures.acknowledgedLost).toBe(0);
  expect(figures.doubled).toBe(0);
  expect(figures.commentCountAgrees).toBe(true);
};

describe('the cluster under faults', () => {
  it('a gateway told to stop (SIGTERM) drains: probes say "stopping", sockets close with 1012, 0 client errors, and the supervisor starts it again', async () => {
    const gateway = cluster.gateways[1]!;
    const live = subscribe(gateway.url, token, 'subscription ($postId: ID!) { postActivity(postId: $postId) { likeCount } }', { postId });
    await subscriptionSettles();
    let probe: { status: number; body: unknown } | undefined;
    const figures = await underLoad('sigterm-gateway', async () => {
      const before = gateway.entry.restarts;
      gateway.entry.child.kill('SIGTERM');
      await sleep(150);
      probe = await fetch(`${gateway.url}/healthz`).then(async (response) => ({ status: response.status, body: await response.json() }));
      await restarted(gateway.entry, gateway.url, before);
    });
    expect(probe).toEqual({ status: 503, body: { status: 'stopping' } });
    expect((await live.closed).code).toBe(1012);
    expect(figures.clientErrors).toBe(0);
    exactlyOnce(figures);
    expect(supervisorLog).toContainEqual(expect.stringMatching(new RegExp(`gateway :${new URL(gateway.url).port} exited \\(code 0\\).*restarting in`)));
  }, FAULT_TIMEOUT_MS);

  it('a gateway killed (SIGKILL) costs only the calls it had in flight; the balancer routes around it and the supervisor restarts it', async () => {
    const gateway = cluster.gateways[0]!;
    const figures = await underLoad('sigkill-gateway', async () => {
      const before = gateway.entry.restarts;
      gateway.entry.child.kill('SIGKILL');
      await restarted(gateway.entry, gateway.url, before);
    });
    // At most the 4 clients' calls in flight on it, and as many sent there before the balancer saw it fail.
    expect(figures.clientErrors).toBeLessThanOrEqual(8);
    expect(figures.recoveryMs).toBeLessThan(2_000);
    exactlyOnce(figures);
    expect(supervisorLog).toContainEqual(expect.stringMatching(/exited \(signal SIGKILL\).*restarting in 1\.0 s/));
  }, FAULT_TIMEOUT_MS);

  it('the API told to stop (SIGTERM) finishes what it has in flight; calls during its restart are refused cleanly, none lost or doubled', async () => {
    const figures = await underLoad('sigterm-api', async () => {
      const before = cluster.api.restarts;
      cluster.api.child.kill('SIGTERM');
      await restarted(cluster.api, cluster.apiUrl, before);
    });
    // Only refusals the client can read and retry (no cut connection, no 5xx from the balancer).
    expect(Object.keys(figures.errorsByKind).filter((kind) => !/SERVICE_UNAVAILABLE|INTERNAL_SERVER_ERROR/.test(kind))).toEqual([]);
    expect(figures.recoveryMs).toBeLessThan(30_000);
    exactlyOnce(figures);
  }, FAULT_TIMEOUT_MS);

  it('the API killed (SIGKILL) is restarted by the supervisor and serves again, nothing acknowledged lost or doubled', async () => {
    const figures = await underLoad('sigkill-api', async () => {
      const before = cluster.api.restarts;
      cluster.api.child.kill('SIGKILL');
      await restarted(cluster.api, cluster.apiUrl, before);
    });
    expect(figures.recoveryMs).toBeLessThan(30_000);
    exactlyOnce(figures);
    expect(supervisorLog).toContainEqual(expect.stringMatching(/api exited \(signal SIGKILL\)/));
  }, FAULT_TIMEOUT_MS);

  it('Redis stopped for 5 s costs 0 client errors (live events pause, /readyz says so), and everything resumes when it is back', async () => {
    let readyWhileDown: { status: number; body: unknown } | undefined;
    const figures = await underLoad('redis-stopped', async () => {
      await cluster.redis.stop();
      await sleep(2_000);
      readyWhileDown = await fetch(`${cluster.gateways[0]!.url}/readyz`).then(async (response) => ({ status: response.status, body: await response.json() }));
      await sleep(3_000);
      await cluster.redis.start();
    });
    expect(readyWhileDown).toEqual({ status: 503, body: { status: 'unavailable', checks: { api: 'ok', database: 'ok', redis: 'unavailable' } } });
    expect(figures.clientErrors).toBe(0);
    exactlyOnce(figures);
  }, FAULT_TIMEOUT_MS);

  it.skipIf(!process.env.DATABASE_URL)('the API ↔ PostgreSQL link cut for 10 s: SERVICE_UNAVAILABLE meanwhile, /readyz says the database is away, back by itself', async () => {
    let readyWhileCut: { status: number; body: unknown } | undefined;
    let restoredAt = 0;
    const restartsBefore = cluster.api.restarts;
    const figures = await underLoad('database-cut', async () => {
      await cluster.databaseCable!.cut();
      await sleep(1_000);
      readyWhileCut = await fetch(`${cluster.gateways[0]!.url}/readyz`).then(async (response) => ({ status: response.status, body: await response.json() }));
      await sleep(9_000);
      await cluster.databaseCable!.restore();
      restoredAt = Date.now();
    });
    expect(readyWhileCut).toEqual({ status: 503, body: { status: 'unavailable', checks: { api: 'ok', database: 'unavailable', redis: 'ok' } } });
    expect(Object.keys(figures.errorsByKind)).toEqual(['503 SERVICE_UNAVAILABLE']);
    // Served again within 6 s of the link's return.
    expect(figures.faultAt + figures.recoveryMs - restoredAt).toBeLessThan(6_000);
    expect(cluster.api.restarts).toBe(restartsBefore); // the API process never died
    exactlyOnce(figures);
  }, FAULT_TIMEOUT_MS);
});
