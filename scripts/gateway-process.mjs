// Shared by the start scripts and dev.mjs: the resolved environment, how to run the gateway (which starts
// the API in-process unless API_URL is set) or a compiled server as a child process, waiting for one.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './node-flags.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** DATA_DIR as an absolute path (default `<repo>/data`), so every process agrees on it. */
export function resolvedEnv() {
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR || 'data');
  return { ...process.env, DATA_DIR: dataDir, COREPACK_INTEGRITY_KEYS: process.env.COREPACK_INTEGRITY_KEYS ?? '0' };
}

/** Runs the gateway's TypeScript through tsx (`pnpm dev`) with inherited stdio; returns the child. */
export function spawnGateway(env = resolvedEnv(), options = {}) {
  const tsxCli = createRequire(path.join(ROOT, 'gateway', 'package.json')).resolve('tsx/cli');
  return spawn(process.execPath, [tsxCli, path.join(ROOT, 'gateway', 'src', 'main.ts')], { cwd: ROOT, env, stdio: 'inherit', ...options });
}

/** Runs a compiled server (scripts/server-build.mjs) with plain node, its memory flags and inherited stdio; returns the child. */
export function spawnCompiled(bundle, env = resolvedEnv(), options = {}) {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, bundle], { cwd: ROOT, env, stdio: 'inherit', ...options });
}

/**
 * Signals a child started with `detached: true` together with everything it started (pnpm → sh →
 * vite would otherwise leave vite running when only pnpm is told to stop).
 */
export function signalGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/** Resolves once `url` answers (any HTTP status), or rejects after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 60_000, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && isAlive()) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}
