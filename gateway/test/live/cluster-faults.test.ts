import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultCluster, type FaultCluster } from '../../../scripts/fault-cluster.mjs';
import { once } from 'node:events';
import { firstPostId, graphql, signIn, type FaultFigures } from '../../../scripts/fault-load.mjs';
import { FAULTS, underLoad, WRITES_PER_FAULT, type FaultName } from '../../../scripts/fault-scenarios.mjs';
import { RETRY_WINDOW_MS } from '../../src/datasources/connectionRetry.ts';
import { subscribe, subscriptionSettles } from '../harness/live.ts';
import { PNG_1X1 } from '@lendhub/api/testing/uploads';
import { DEMO_PASSWORD } from '../harness/stack.ts';

/*
 * The fault suite (docs/performance.md "Reliability"): the cluster as `pnpm start:cluster` runs it — HAProxy in
 * front of two compiled gateways and, on PostgreSQL (DATABASE_URL), two compiled API processes behind its API
 * frontend with uploads in the database; supervised processes, a Redis of the suite's own on a free port —
 * under a load of reads and comment writes through HAProxy while one fault is injected
 * at a time (scripts/fault-scenarios.mjs). Each case counts the client errors and the time to recover,
 * and checks that every acknowledged write is stored exactly once over at least 200 writes.
 * The same figures, printed: `pnpm --filter @lendhub/bench faults`.
 */
/** A fault case takes 10–30 s on an idle machine; room for a busy one. */
const FAULT_TIMEOUT_MS = 600_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const probe = (url: string) => fetch(url).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown }));

let cluster: FaultCluster;
let token: string;
let postId: string;
const supervisorLog: string[] = [];

beforeAll(async () => {
  cluster = await startFaultCluster({ log: (line) => supervisorLog.push(line) });
  token = await signIn(cluster.url, 'officer@lendhub.demo', DEMO_PASSWORD);
  postId = await firstPostId(cluster.url, token);
}, 600_000);
afterAll(() => cluster?.close(), 60_000);

/** The named fault under load, with `during` run alongside it (a probe while the fault lasts). */
const inject = async (name: FaultName, during: () => Promise<void> = async () => undefined) => {
  const figures = await underLoad(cluster, {
    token,
    postId,
    name,
    fault: () => Promise.all([FAULTS[name](cluster), during()]).then(() => undefined),
  });
  console.log(`${name}: ${JSON.stringify(figures)}`);
  return figures;
};

const exactlyOnce = (figures: FaultFigures) => {
  expect(figures.writesSent).toBeGreaterThanOrEqual(WRITES_PER_FAULT);
  expect(figures.acknowledgedLost).toBe(0);
  expect(figures.doubled).toBe(0);
  expect(figures.commentCountAgrees).toBe(true);
};

describe('two API processes on one PostgreSQL', () => {
  it.runIf(process.env.DATABASE_URL)("serve each other's uploads: an avatar uploaded through one is served by the other", async () => {
    const [one, other] = cluster.apis;
    const login = await fetch(`${one!.url}/api/Authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'officer@lendhub.demo', password: DEMO_PASSWORD }),
    }).then((response) => response.json() as Promise<{ data: { token: string; userId: number } }>);
    const form = new FormData();
    form.append('UserId', String(login.data.userId));
    form.append('File', new Blob([new Uint8Array(PNG_1X1)]), 'me.png');
    const updated = await fetch(`${one!.url}/api/User/UpdateUser`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${login.data.token}` },
      body: form,
    });
    expect(updated.status).toBe(200);
    const { avatarUrl } = ((await updated.json()) as { data: { avatarUrl: string } }).data;
    const served = await fetch(`${other!.url}${avatarUrl}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1X1)).toBe(true);
  });
});

describe('the cluster under faults', () => {
  it(
    'a gateway told to stop (SIGTERM) drains: probes say "stopping", sockets close with 1012, 0 client errors, and the supervisor starts it again',
    async () => {
      const gateway = cluster.gateways[1]!;
      const live = subscribe(gateway.url, token, 'subscription ($postId: ID!) { postActivity(postId: $postId) { likeCount } }', { postId });
      await subscriptionSettles();
      let stopping: unknown;
      const figures = await inject('gateway SIGTERM', async () => {
        await sleep(150);
        stopping = await probe(`${gateway.url}/healthz`);
      });
      expect(stopping).toEqual({ status: 503, body: { status: 'stopping' } });
      expect((await live.closed).code).toBe(1012);
      await live.close();
      expect(figures.clientErrors).toBe(0);
      exactlyOnce(figures);
      expect(supervisorLog).toContainEqual(
        expect.stringMatching(new RegExp(`gateway :${new URL(gateway.url).port} exited \\(code 0\\).*restarting in`)),
      );
    },
    FAULT_TIMEOUT_MS,
  );

  it(
    'a gateway killed (SIGKILL) costs at most the calls it had in flight; HAProxy routes around it and the supervisor restarts it',
    async () => {
      const figures = await inject('gateway SIGKILL');
      // At most the 4 clients' calls in flight on it, and as many sent there before HAProxy saw it fail.
      expect(figures.clientErrors).toBeLessThanOrEqual(8);
      expect(figures.recoveryMs).toBeLessThan(30_000);
      exactlyOnce(figures);
      expect(supervisorLog).toContainEqual(expect.stringMatching(/exited \(signal SIGKILL\).*restarting in 1\.0 s/));
    },
    FAULT_TIMEOUT_MS,
  );

  it(
    'the API told to stop (SIGTERM) finishes what it has in flight and the gateways wait out its restart; one of two says "stopping" and leaves the rotation first: 0 client errors',
    async () => {
      let downMs = 0;
      const stopping: { health?: unknown; inRotation: number } = { inRotation: Number.POSITIVE_INFINITY };
      const figures = await underLoad(cluster, {
        token,
        postId,
        name: 'API SIGTERM',
        fault: async () => {
          const stopped = Date.now();
          // One of two API processes, from the signal until it closes (its SHUTDOWN_DELAY_MS, 1.5 s): what /healthz
          // says, and whether HAProxy (two checks at 100 ms) took it out of rotation meanwhile.
          const whileStopping = async () => {
            if (cluster.apis.length === 1) return;
            for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(50)) {
              const health = await probe(`${cluster.apiUrl}/healthz`).catch(() => undefined);
              if (health?.status !== 503) {
                if (stopping.health) return; // closed (refused) or already restarted
                continue; // the signal not handled yet
              }
              stopping.health = health;
              stopping.inRotation = Math.min(stopping.inRotation, (await cluster.haproxy.routable('api')).length);
              if (stopping.inRotation < cluster.apis.length) return;
            }
          };
          await Promise.all([FAULTS['API SIGTERM'](cluster), whileStopping()]);
          downMs = Date.now() - stopped;
        },
      });
      console.log(`API SIGTERM: ${JSON.stringify({ ...figures, downMs })}`);
      // Two API processes: HAProxy checks them and sends nothing more to the stopping one before it closes a connection.
      if (cluster.apis.length > 1) {
        expect(stopping.health).toEqual({ status: 503, body: { status: 'stopping' } });
        expect(stopping.inRotation).toBe(cluster.apis.length - 1);
      }
      // Answers in flight close their connections; calls refused while it restarts wait and go again
      // (gateway/src/datasources/connectionRetry.ts) for up to the API call timeout. A restart longer than
      // that (a machine too busy to start the API in 10 s) leaves only calls that waited it out, refused
      // with SERVICE_UNAVAILABLE (or DEADLINE_EXCEEDED when the request's deadline ran out first): never a
      // cut connection, a 502 or an INTERNAL_SERVER_ERROR.
      if (downMs < RETRY_WINDOW_MS - 1_000 && cluster.apis.length > 1) expect(figures.errorsByKind).toEqual({});
      else if (downMs < RETRY_WINDOW_MS - 1_000) {
        // One API process (PGlite), which HAProxy does not check: nothing to send to instead, so a write HAProxy sends
        // down a pooled connection at the instant the API closes it idle is answered 502 (SERVICE_UNAVAILABLE here;
        // docs/performance.md "Reliability": 2 in 10 restarts under this load). At most the calls caught at that instant.
        expect(Object.keys(figures.errorsByKind).filter((kind) => kind !== '503 SERVICE_UNAVAILABLE')).toEqual([]);
        expect(figures.clientErrors).toBeLessThanOrEqual(2);
      } else
        expect(
          Object.keys(figures.errorsByKind).filter((kind) => kind !== '503 SERVICE_UNAVAILABLE' && kind !== '504 DEADLINE_EXCEEDED'),
        ).toEqual([]);
      exactlyOnce(figures);
    },
    FAULT_TIMEOUT_MS,
  );

  it(
    'the API killed (SIGKILL) is restarted by the supervisor and serves again, nothing acknowledged lost or doubled; the other API process serves meanwhile',
    async () => {
      const killed = cluster.api.child;
      const restartsBefore = cluster.api.restarts;
      let whileDown: { read: boolean; restarted: boolean } | undefined;
      const figures = await inject('API SIGKILL', async () => {
        if (killed.exitCode === null && killed.signalCode === null) await once(killed, 'exit');
        const answer = await graphql(cluster.url, token, 'query ($id: ID!) { node(id: $id) { id } }', { id: postId });
        whileDown = { read: answer.ok, restarted: cluster.api.restarts !== restartsBefore };
      });
      // Two API processes: a read made after the kill, before the supervisor restarted it, is served by the other.
      if (cluster.apis.length > 1 && !whileDown?.restarted) expect(whileDown?.read).toBe(true);
      expect(
        Object.keys(figures.errorsByKind).filter(
          (kind) => !/^\d+ (SERVICE_UNAVAILABLE|INTERNAL_SERVER_ERROR|DEADLINE_EXCEEDED)$/.test(kind),
        ),
      ).toEqual([]);
      expect(figures.recoveryMs).toBeLessThan(180_000);
      exactlyOnce(figures);
      expect(supervisorLog).toContainEqual(expect.stringMatching(/api :\d+ exited \(signal SIGKILL\)/));
    },
    FAULT_TIMEOUT_MS,
  );

  it(
    'Redis stopped for 5 s costs 0 client errors (live events pause, /readyz says so)',
    async () => {
      let ready: unknown;
      const figures = await inject('Redis stopped 5 s', async () => {
        await sleep(2_000);
        ready = await probe(`${cluster.gateways[0]!.url}/readyz`);
      });
      expect(ready).toEqual({ status: 503, body: { status: 'unavailable', checks: { api: 'ok', database: 'ok', redis: 'unavailable' } } });
      expect(figures.clientErrors).toBe(0);
      exactlyOnce(figures);
    },
    FAULT_TIMEOUT_MS,
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'the API ↔ PostgreSQL link cut for 10 s: SERVICE_UNAVAILABLE meanwhile, /readyz says the database is away, back by itself',
    async () => {
      let ready: unknown;
      const restartsBefore = cluster.api.restarts;
      const figures = await inject('PostgreSQL link cut 10 s', async () => {
        await sleep(1_000);
        ready = await probe(`${cluster.gateways[0]!.url}/readyz`);
      });
      expect(ready).toEqual({ status: 503, body: { status: 'unavailable', checks: { api: 'ok', database: 'unavailable', redis: 'ok' } } });
      // Refused with the API's 503 (or, for a call that waited for a connection past its deadline, DEADLINE_EXCEEDED).
      expect(
        Object.keys(figures.errorsByKind).filter((kind) => kind !== '503 SERVICE_UNAVAILABLE' && kind !== '504 DEADLINE_EXCEEDED'),
      ).toEqual([]);
      expect(figures.errorsByKind['503 SERVICE_UNAVAILABLE']).toBeGreaterThan(0);
      expect(figures.recoveryMs).toBeLessThan(40_000);
      expect(cluster.api.restarts).toBe(restartsBefore); // the API process never died
      exactlyOnce(figures);
    },
    FAULT_TIMEOUT_MS,
  );
});
