// One autocannon run in a child process (the load generator does not share the stack's CPU time).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface Load {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
}

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /**
   * CPU time of this process (API and gateways in-process; the gateways alone when split) per request answered:
   * it counts work, not waiting, so it moves much less than req/s when other work shares the machine's cores.
   */
  cpuMs: number;
}

/** `connections` connections for `duration` seconds against `load`, signed in with `token`. */
export function autocannon(load: Load, token: string, connections: number, duration: number): Promise<Figures> {
  const args = [autocannonBin, '--json', '-c', String(connections), '-d', String(duration), '-m', load.method];
  args.push('-H', `authorization=Bearer ${token}`);
  if (load.body) args.push('-H', 'content-type=application/json', '-b', load.body);
  args.push(load.url);
  return new Promise((resolve, reject) => {
    const cpuBefore = process.cpuUsage();
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', () => {
      const cpu = process.cpuUsage(cpuBefore);
      try {
        const result = JSON.parse(out) as {
          requests: { average: number; total: number };
          latency: { p50: number; p99: number };
          errors: number;
          non2xx: number;
        };
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
          cpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, result.requests.total),
        });
      } catch (error) {
        reject(new Error(`autocannon gave no figures: ${(error as Error).message}`));
      }
    });
  });
}
