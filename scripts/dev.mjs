// `pnpm dev`: the gateway (with the API in-process, as `pnpm start`, but without building web/) and
// Vite's dev server side by side. Vite proxies /graphql and /uploads to the gateway; open Vite's URL.
import { spawn } from 'node:child_process';
import { resolvedEnv, ROOT, signalGroup, spawnGateway, waitForHttp } from './gateway-process.mjs';

const env = resolvedEnv();
const gatewayPort = env.PORT || '4000';
const webPort = env.WEB_DEV_PORT || '5173';
// Vite reads PORT to find the gateway (web/vite.config.ts) and WEB_DEV_PORT for itself.
const childEnv = { ...env, PORT: gatewayPort, WEB_DEV_PORT: webPort };

const children = [];
let exiting = false;

const running = (child) => child.exitCode === null && child.signalCode === null;

function stopAll(exitCode) {
  if (exiting) return;
  exiting = true;
  for (const child of children) signalGroup(child, 'SIGTERM');
  // Exit once both have closed their servers; force after 8 s.
  const check = setInterval(() => {
    if (children.some(running)) return;
    clearInterval(check);
    process.exit(exitCode);
  }, 100);
  setTimeout(() => {
    for (const child of children) signalGroup(child, 'SIGKILL');
    process.exit(exitCode || 1);
  }, 8_000).unref();
}

// Each child leads its own process group, so stopping it stops what it started too. Being outside the
// terminal's foreground group, they must not read stdin (a background read would stop them).
const stdio = ['ignore', 'inherit', 'inherit'];
const gateway = spawnGateway(childEnv, { detached: true, stdio });
const vite = spawn('pnpm', ['--filter', '@lendhub/web', 'dev'], { cwd: ROOT, env: childEnv, stdio, detached: true });
children.push(gateway, vite);
for (const [name, child] of [
  ['gateway', gateway],
  ['vite', vite],
]) {
  child.on('exit', (code, signal) => {
    if (!exiting) console.log(`\n${name} stopped (${signal ?? `exit ${code}`}); stopping the other one.`);
    stopAll(code ?? 0);
  });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
// Last resort if this script dies some other way.
process.on('exit', () => children.forEach((child) => signalGroup(child, 'SIGTERM')));

const alive = () => !exiting;
try {
  await Promise.all([
    waitForHttp(`http://localhost:${gatewayPort}/healthz`, 120_000, alive),
    waitForHttp(`http://localhost:${webPort}/`, 120_000, alive),
  ]);
  console.log(`\n  LendHub (dev, hot reload): http://localhost:${webPort}\n  Gateway: http://localhost:${gatewayPort}/graphql\n`);
} catch (error) {
  if (!exiting) console.error(`\n${error.message}`);
}
