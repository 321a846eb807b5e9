// The fault suite's figures (docs/performance.md "Reliability"): the cluster as `pnpm start:cluster` runs it (compiled
// API and two gateways, supervised; a Redis of its own on a free port; the balancer), under a load of
// reads and comment writes through the balancer (4 clients), one fault at a time. For each fault: calls
// made, client errors (by kind), recovery time (fault → last failed call), writes sent / acknowledged,
// acknowledged writes lost, writes stored twice, writes stored without an acknowledgement.
// Run: pnpm --filter @lendhub/bench faults   (DATABASE_URL set: PostgreSQL, with the link-cut fault; else PGlite)
// Env: FAULTS — a comma-separated subset of the fault names below.
import { startFaultCluster } from '../scripts/fault-cluster.mjs';
import { firstPostId, signIn } from '../scripts/fault-load.mjs';
import { FAULTS, underLoad, type FaultName } from '../scripts/fault-scenarios.mjs';

const chosen = (Object.keys(FAULTS) as FaultName[])
  .filter(
    (name) =>
      !process.env.FAULTS ||
      process.env.FAULTS.split(',')
        .map((item) => item.trim())
        .includes(name),
  )
  .filter((name) => name !== 'PostgreSQL link cut 10 s' || process.env.DATABASE_URL);

const started = Date.now();
const cluster = await startFaultCluster({ log: (line) => console.log(`  ${line}`) });
console.log(
  `Cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${cluster.url}`,
);
try {
  const token = await signIn(cluster.url, 'officer@lendhub.demo', 'LendHub#2025');
  const postId = await firstPostId(cluster.url, token);
  const rows: string[][] = [];
  for (const name of chosen) {
    console.log(`\n${name}…`);
    const figures = await underLoad(cluster, { token, postId, name, fault: () => FAULTS[name](cluster) });
    const kinds =
      Object.entries(figures.errorsByKind)
        .map(([kind, count]) => `${count}× ${kind}`)
        .join(', ') || '—';
    rows.push([
      name,
      String(figures.requests),
      String(figures.clientErrors),
      kinds,
      `${(figures.recoveryMs / 1000).toFixed(1)} s`,
      `${figures.writesAcknowledged}/${figures.writesSent}`,
      String(figures.acknowledgedLost),
      String(figures.doubled),
      String(figures.storedUnacknowledged),
    ]);
  }
  const header = [
    'fault',
    'calls',
    'client errors',
    'errors by kind',
    'recovery',
    'writes ack/sent',
    'ack lost',
    'doubled',
    'stored unacked',
  ];
  console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
} finally {
  await cluster.close();
}
