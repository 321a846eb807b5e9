// The faults the suite injects into a fault cluster (scripts/fault-cluster.mjs), one at a time under
// the load of scripts/fault-load.mjs: shared by gateway/test/live/cluster-faults.test.ts (which
// asserts on the figures) and bench/faults.ts (which prints them for the docs/performance.md "Reliability").
import { randomUUID } from 'node:crypto';
import { faultFigures, startLoad } from './fault-load.mjs';

export const WRITES_PER_FAULT = 200;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every process serving, and every gateway (and every checked API process) in HAProxy's rotation. */
export async function settled(cluster) {
  for (const api of cluster.apis) await cluster.healthy(api.url);
  for (const gateway of cluster.gateways) await cluster.healthy(gateway.url);
  while ((await cluster.haproxy.routable('gateways')).length < cluster.gateways.length) await sleep(50);
  // A single API process is listed without checks (scripts/haproxy.mjs): nothing to wait for then.
  if (cluster.apis.length > 1) while ((await cluster.haproxy.routable('api')).length < cluster.apis.length) await sleep(50);
}

/** Resolves once the supervisor has started `entry` again and `url` serves. */
export async function restarted(cluster, entry, url, restartsBefore) {
  while (entry.restarts === restartsBefore) await sleep(20);
  // A few seconds on a quiet machine; PGlite's start took 45 s on a 2-core machine with a load average of 28.
  await cluster.healthy(url, 240_000);
}

/** Each fault: what it does to the cluster; resolves once the fault is over (the process is back, the link restored). */
export const FAULTS = {
  'gateway SIGTERM': async (cluster) => {
    const { entry, url } = cluster.gateways[1];
    const before = entry.restarts;
    entry.child.kill('SIGTERM');
    await restarted(cluster, entry, url, before);
  },
  'gateway SIGKILL': async (cluster) => {
    const { entry, url } = cluster.gateways[0];
    const before = entry.restarts;
    entry.child.kill('SIGKILL');
    await restarted(cluster, entry, url, before);
  },
  'API SIGTERM': async (cluster) => {
    const before = cluster.api.restarts;
    cluster.api.child.kill('SIGTERM');
    await restarted(cluster, cluster.api, cluster.apiUrl, before);
  },
  'API SIGKILL': async (cluster) => {
    const before = cluster.api.restarts;
    cluster.api.child.kill('SIGKILL');
    await restarted(cluster, cluster.api, cluster.apiUrl, before);
  },
  'Redis stopped 5 s': async (cluster) => {
    await cluster.redis.stop();
    await sleep(5_000);
    await cluster.redis.start();
  },
  'PostgreSQL link cut 10 s': async (cluster) => {
    await cluster.databaseCable.cut();
    await sleep(10_000);
    await cluster.databaseCable.restore();
  },
};

/**
 * Runs the load through HAProxy, injects `fault` once 40 calls have been served, and keeps the
 * load going until 60 more have succeeded and at least WRITES_PER_FAULT writes were sent; then the
 * figures (scripts/fault-load.mjs faultFigures) and when the fault started.
 */
export async function underLoad(cluster, { token, postId, name, fault }) {
  await settled(cluster);
  const run = `${name} ${randomUUID().slice(0, 8)}`;
  const load = startLoad({ url: cluster.url, token, postId, run });
  let faultAt = 0;
  try {
    await load.served(40, 180_000);
    faultAt = Date.now();
    await fault();
    await load.served(60, 180_000);
    while (load.writesSent() < WRITES_PER_FAULT) await sleep(20);
  } finally {
    await load.stop();
  }
  return { ...(await faultFigures({ url: cluster.url, token, postId, run, load, faultAt })), faultAt };
}
