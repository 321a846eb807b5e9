// HAProxy for `pnpm start:cluster` and the CI browser suite: writes deploy/haproxy/lendhub.cfg with this
// cluster's gateways and API processes between its BEGIN/END markers, and runs `haproxy -W -db -f` on it
// (master-worker, in the foreground, so a supervisor keeps it running). The template's "${VAR}" settings
// are given here through the environment.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './gateway-process.mjs';

export const TEMPLATE = path.join(ROOT, 'deploy', 'haproxy', 'lendhub.cfg');

/** The haproxy binary: HAPROXY_BIN, else Debian's. */
export function haproxyBinary(env = process.env) {
  return env.HAPROXY_BIN || '/usr/sbin/haproxy';
}

/** Replaces the server lines between `# BEGIN <name>` and `# END <name>` with `lines`. */
function fillBlock(text, name, lines) {
  const pattern = new RegExp(`(^[ \\t]*# BEGIN ${name}\\n)[\\s\\S]*?(^[ \\t]*# END ${name}$)`, 'm');
  if (!pattern.test(text)) throw new Error(`${TEMPLATE} has no "# BEGIN ${name}" … "# END ${name}" block`);
  return text.replace(pattern, (_all, begin, end) => `${begin}${lines.map((line) => `    ${line}\n`).join('')}${end}`);
}

/**
 * The configuration text for these gateway and API ports (127.0.0.1). A single API process is listed
 * without health checks: HAProxy then tries it on every request and, while it restarts, retries a refused
 * connection once a second (`retries`) instead of answering 503 at once — the gateway's own wait for a
 * restarting API (connectionRetry.ts) sees no refusal behind HAProxy.
 * `statsSocket`: a Unix socket for HAProxy's runtime API (tests read which servers are in rotation).
 * @param {{ gatewayPorts: number[], apiPorts: number[], statsSocket?: string }} ports
 */
export function haproxyConfig({ gatewayPorts, apiPorts, statsSocket }) {
  let text = readFileSync(TEMPLATE, 'utf8');
  if (statsSocket) text = text.replace(/^global\n/m, `global\n    stats socket ${statsSocket} mode 600 level operator\n`);
  text = fillBlock(
    text,
    'gateways',
    gatewayPorts.map((port, index) => `server gateway${index + 1} 127.0.0.1:${port}`),
  );
  text = fillBlock(
    text,
    'api',
    apiPorts.map((port, index) => `server api${index + 1} 127.0.0.1:${port}${apiPorts.length === 1 ? ' no-check' : ''}`),
  );
  return text;
}

/**
 * The environment the template reads. `checkIntervalMs` × 2 (fall) must stay below the gateways'
 * SHUTDOWN_DELAY_MS, so that a stopping gateway leaves the rotation before it stops answering.
 * @param {{ port: number, host?: string, apiPort: number, checkIntervalMs?: number, retries?: number }} options
 */
export function haproxyEnv({ port, host, apiPort, checkIntervalMs = 500, retries = 10 }) {
  return {
    LENDHUB_BIND: `${host && host !== 'localhost' ? host : '0.0.0.0'}:${port}`,
    LENDHUB_API_BIND: `127.0.0.1:${apiPort}`,
    LENDHUB_CHECK_INTERVAL: `${checkIntervalMs}ms`,
    LENDHUB_RETRIES: String(retries),
    LENDHUB_TUNNEL_TIMEOUT: '60s',
  };
}

/** Writes the configuration to `file` and checks it with `haproxy -c`; throws with HAProxy's words if invalid. */
export function writeHaproxyConfig(file, ports, env) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, haproxyConfig(ports));
  return checkHaproxyConfig(file, env);
}

/** Checks a configuration file with `haproxy -c`; throws with HAProxy's words if invalid. */
export function checkHaproxyConfig(file, env) {
  const check = spawnSync(haproxyBinary(env), ['-c', '-q', '-f', file], { env, encoding: 'utf8' });
  if (check.error)
    throw new Error(
      `HAProxy could not be run (${haproxyBinary(env)}: ${check.error.message}). Install Debian's haproxy package (apt-get install haproxy) or set HAPROXY_BIN.`,
    );
  if (check.status !== 0) throw new Error(`HAProxy refused ${file}:\n${check.stdout}${check.stderr}`);
  return file;
}

/** Whether the haproxy binary is there. */
export function haproxyInstalled(env = process.env) {
  return existsSync(haproxyBinary(env));
}

/** `haproxy -W -db -f file` as a child (foreground master-worker; SIGUSR2 reloads it, SIGTERM stops it). */
export function spawnHaproxy(file, env, options = {}) {
  return spawn(haproxyBinary(env), ['-W', '-db', '-f', file], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'], ...options });
}

/** One command on HAProxy's runtime API (its stats socket); resolves with the answer. */
function runtimeCommand(socketPath, command) {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(socketPath, () => socket.write(`${command}\n`));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/**
 * HAProxy in front of these gateways and API processes on free ports of loopback, for tests and the fault
 * suite (`pnpm start:cluster` supervises its own): resolves once it accepts connections.
 * `routable(backend)` lists the `127.0.0.1:<port>` servers of `gateways` or `api` that are in rotation (UP).
 * @param {{ dir: string, port: number, apiPort: number, gatewayPorts: number[], apiPorts: number[], checkIntervalMs?: number, env?: NodeJS.ProcessEnv, stdio?: import('node:child_process').StdioOptions }} options
 */
export async function startHaproxy({
  dir,
  port,
  apiPort,
  gatewayPorts,
  apiPorts,
  checkIntervalMs = 100,
  env = process.env,
  stdio = 'ignore',
}) {
  const statsSocket = path.join(dir, `haproxy-${port}.sock`);
  const file = path.join(dir, `haproxy-${port}.cfg`);
  const processEnv = { ...env, ...haproxyEnv({ port, host: '127.0.0.1', apiPort, checkIntervalMs }) };
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, haproxyConfig({ gatewayPorts, apiPorts, statsSocket }));
  checkHaproxyConfig(file, processEnv);
  const child = spawnHaproxy(file, processEnv, { stdio });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 10_000; ; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const accepting = await new Promise((resolve) => {
      const probe = net.connect({ host: '127.0.0.1', port }, () => (probe.end(), resolve(true)));
      probe.on('error', () => resolve(false));
    });
    if (accepting && existsSync(statsSocket)) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`HAProxy did not start on port ${port} (${file})`);
  }
  return {
    url,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    child,
    async routable(backend = 'gateways') {
      const csv = await runtimeCommand(statsSocket, 'show stat');
      const [header = '', ...rows] = csv.trim().split('\n');
      const columns = header.replace(/^# /, '').split(',');
      const [proxy, server, status, address] = ['pxname', 'svname', 'status', 'addr'].map((name) => columns.indexOf(name));
      return rows
        .map((row) => row.split(','))
        .filter((cells) => cells[proxy] === backend && !['FRONTEND', 'BACKEND'].includes(cells[server]) && cells[status] === 'UP')
        .map((cells) => cells[address]);
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
