// The home dashboard's query (rankings, pay statement, Production Summary and points: HomeRouteQuery's fields)
// through the gateway, with the seeded loans and then with 10,000 more funded and open loans: its time (p50/p95
// of 30 runs) and the upstream calls it costs. Aggregated in SQL, neither should grow with the number of loans.
// Run alone: pnpm --filter @lendhub/bench run production   (LOANS=10000)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from '@lendhub/api';
import { startGateway } from '@lendhub/gateway';
import { createDatabase, migrateToLatest, seedIfEmpty } from '@lendhub/api/testing/seed';
import { startCountingProxy } from '../gateway/test/harness/countingProxy.ts';
import { BENCH_REQUEST_LIMITS } from './apiProcess.ts';
import { gatewayData, signInThrough } from './gatewayClient.ts';
import { percentile } from './stats.ts';

const LOANS = Number(process.env.LOANS ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 30);

const HOME = `{
  viewer { points { balance } }
  production {
    summary { loansFunded volume months { month volume } byLoanType { loanType loansFunded volume } }
    payStatement { compensationBps yearToDate previousYear months { month earnings } }
    monthly: rankings(period: MONTHLY) { rank fullName volume loansClosed trend lh100 }
    yearly: rankings(period: YEARLY) { rank fullName volume loansClosed trend }
    closingPoints { earnedThisMonth closingsThisMonth nextClosingPoints proElitePointsNeeded }
  }
}`;

/** `count` loans spread over the officers, the lenders and the last two years, half of them funded. */
async function addLoans(db: Awaited<ReturnType<typeof createDatabase>>, count: number): Promise<number> {
  {
    const officers = await db.selectFrom('users').select('id').where('role_id', '=', 1).orderBy('id').execute();
    const lenders = await db.selectFrom('lenders').select(['id', 'name']).orderBy('id').limit(5).execute();
    const types = ['Conventional', 'FHA', 'VA', 'USDA', 'Jumbo', 'Non-QM'] as const;
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    for (let start = 0; start < count; start += 200) {
      const rows = Array.from({ length: Math.min(200, count - start) }, (_, index) => {
        const g = start + index;
        const funded = g % 2 === 0;
        const lender = lenders[g % lenders.length]!;
        return {
          owner_id: officers[g % officers.length]!.id,
          borrower_name: `Bench Borrower ${g}`,
          loan_type: types[g % types.length]!,
          loan_amount: 150_000 + ((g * 7919) % 900_000),
          status: funded ? ('Funded' as const) : ('In Process' as const),
          stage: funded ? ('Closing' as const) : ('Processing' as const),
          lender_id: lender.id,
          lender_name: lender.name,
          due_date: day(g % 60),
          property_address: `${g} Bench St, Austin, TX 78701`,
          funded_date: funded ? day(-(g % 700)) : null,
        };
      });
      await db.insertInto('loans').values(rows).execute();
    }
    return countLoans(db);
  }
}

async function countLoans(db: Awaited<ReturnType<typeof createDatabase>>): Promise<number> {
  const { count } = await db
    .selectFrom('loans')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function measure(dataDir: string, label: string, loans: number): Promise<void> {
  const jwtSecret = randomBytes(32).toString('base64url');
  const api = await startApi({ port: 0, dataDir, jwtSecret, requestLimits: BENCH_REQUEST_LIMITS });
  const proxy = await startCountingProxy(api.url);
  const gateway = await startGateway({ port: 0, apiUrl: proxy.url, jwtSecret, requestLimits: BENCH_REQUEST_LIMITS });
  try {
    const token = await signInThrough(gateway.url);
    await gatewayData(gateway.url, HOME, {}, token); // warm-up (session check, JIT)
    const times: number[] = [];
    let calls = 0;
    for (let run = 0; run < RUNS; run += 1) {
      proxy.reset();
      const started = performance.now();
      await gatewayData(gateway.url, HOME, {}, token);
      times.push(performance.now() - started);
      calls = Math.max(calls, proxy.requests.length);
    }
    times.sort((a, b) => a - b);
    const paths = [...new Set(proxy.requests.map((request) => request.url.split('?')[0]))].join(', ');
    console.log(
      `${label.padEnd(22)} ${String(loans).padStart(6)} loans: home query p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms; ${calls} upstream calls (${paths})`,
    );
  } finally {
    await gateway.close();
    await proxy.close();
    await api.close();
  }
}

/** A fresh data folder, migrated and seeded, with `extra` loans added; its loan count. */
async function prepare(dataDir: string, extra: number): Promise<number> {
  const db = await createDatabase({ dataDir });
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
    return await addLoans(db, extra);
  } finally {
    await db.destroy();
  }
}

// Each size runs in its own process and data folder, the loans added through the seeding connection:
// reopening a PGlite folder in the same process failed ('_PostgresSendReadyForQueryIfNecessary' of undefined).
async function main(): Promise<void> {
  const part = process.env.BENCH_PRODUCTION_PART;
  if (part !== undefined) {
    const extra = Number(part);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lendhub-bench-production-'));
    try {
      await measure(dataDir, extra > 0 ? `seeded + ${extra}` : 'seeded', await prepare(dataDir, extra));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    return;
  }
  for (const extra of [0, LOANS]) {
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_PRODUCTION_PART: String(extra) },
    });
    if (child.status !== 0) throw new Error(`the ${extra}-loan run failed (exit ${child.status})`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
