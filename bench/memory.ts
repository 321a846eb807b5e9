// Issue 26 §3's memory rows alone: the API (compiled, PGlite on disk, its own process) and one gateway
// (compiled, its own process) idle, then their peak RSS under the feed load: the web's feed query through
// the gateway, then the REST feed straight from the API, DURATION seconds each.
// Run: pnpm --filter @lendhub/bench memory   (DURATION=8 CONNECTIONS=10 ROUNDS=1)
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { webDocument } from '../gateway/test/limits/webDocuments.ts';
import { apiProcess } from './apiProcess.ts';
import { autocannon } from './autocannon.ts';
import { signInThrough } from './gatewayClient.ts';
import { cpuMsOf, gatewayProcess, peakRss, rssOf } from './processes.ts';

/** The web's own feed query (the /lender-finder route's): 10 posts with their first 50 comments. */
const FEED = webDocument('LenderFinderRouteQuery');

export interface ProcessMemory {
  api: { idle: number; peak: number };
  gateway: { idle: number; peak: number };
  /** Requests per second of each load, a check that a memory setting did not cost throughput. */
  rps: { gateway: number; rest: number };
  /**
   * CPU time per request (ms) of the gateway under its load and of the API under the REST load: the cost of a memory
   * setting (more frequent collections) in a figure the shared machine's other work does not move much.
   */
  cpuPerRequest: { gateway: number; api: number };
}

/** Idle and peak RSS of each process under the feed load (`connections` × `duration` s, gateway then REST). */
export async function perProcessMemory(jwtSecret: string, connections: number, duration: number): Promise<ProcessMemory> {
  const api = await apiProcess(jwtSecret);
  const gateway = await gatewayProcess(api.url, jwtSecret);
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const idle = { api: rssOf(api.pid), gateway: rssOf(gateway.pid) };
    const token = await signInThrough(gateway.url);
    const { result, peaks } = await peakRss([api.pid, gateway.pid], async () => {
      const gatewayCpu = cpuMsOf(gateway.pid);
      const viaGateway = await autocannon(
        { url: `${gateway.url}/graphql`, method: 'POST', body: JSON.stringify({ query: FEED }) },
        token,
        connections,
        duration,
      );
      const gatewayMs = cpuMsOf(gateway.pid) - gatewayCpu;
      const apiCpu = cpuMsOf(api.pid);
      const rest = await autocannon({ url: `${api.url}/api/loan-posts?limit=10`, method: 'GET' }, token, connections, duration);
      const apiMs = cpuMsOf(api.pid) - apiCpu;
      return { gateway: viaGateway, rest, cpu: { gateway: gatewayMs / (viaGateway.rps * duration), api: apiMs / (rest.rps * duration) } };
    });
    return {
      api: { idle: idle.api, peak: peaks[0]! },
      gateway: { idle: idle.gateway, peak: peaks[1]! },
      rps: { gateway: result.gateway.rps, rest: result.rest.rps },
      cpuPerRequest: result.cpu,
    };
  } finally {
    await gateway.close();
    await api.close();
  }
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [connections, duration, rounds] = ['CONNECTIONS', 'DURATION', 'ROUNDS'].map((name, index) =>
    Number(process.env[name] ?? [10, 8, 1][index]),
  ) as [number, number, number];
  const jwtSecret = randomBytes(32).toString('base64url');
  for (let round = 1; round <= rounds; round += 1) {
    const memory = await perProcessMemory(jwtSecret, connections, duration);
    console.log(
      `round ${round} (${connections} connections × ${duration} s, load ${loadavg()[0]!.toFixed(1)}): ` +
        `API ${mb(memory.api.idle)} → ${mb(memory.api.peak)}, gateway ${mb(memory.gateway.idle)} → ${mb(memory.gateway.peak)}; ` +
        `feed through the gateway ${memory.rps.gateway.toFixed(0)} req/s (gateway CPU ${memory.cpuPerRequest.gateway.toFixed(1)} ms/request), ` +
        `REST feed ${memory.rps.rest.toFixed(0)} req/s (API CPU ${memory.cpuPerRequest.api.toFixed(1)} ms/request)`,
    );
  }
}
