// Which modules a Node process loads: the start-up tests of both servers check what their entries load (the API's
// and the gateway's packages used only by some requests or deployments, a remote-API gateway's none of the API).
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The preload that records every module loaded: ES modules through loader hooks, CommonJS ones from require's cache. */
const RECORDER = fileURLToPath(new URL('./recordModules.mjs', import.meta.url));

export interface LoadedModulesOptions {
  /** The folder the process runs in (its package's root: tsx and the package's dependencies resolve from there). */
  cwd: string;
  env?: Record<string, string>;
  /** Stop the process (SIGTERM) once it prints this; without it, the process must exit by itself. */
  readyText?: string;
  /** Node's flags before the recorder: tsx by default, none for compiled JavaScript. */
  loader?: string[];
}

/** Runs `node <loader> <recorder> ...args` and answers the URLs (decoded) of every module it loaded. */
export async function modulesLoadedBy(args: string[], options: LoadedModulesOptions): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lendhub-modules-'));
  const file = path.join(dir, 'modules.json');
  try {
    const child = spawn(process.execPath, [...(options.loader ?? ['--import', 'tsx']), '--import', RECORDER, ...args], {
      cwd: options.cwd,
      env: { ...process.env, ...options.env, LOADED_MODULES_FILE: file },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (options.readyText && output.includes(options.readyText) && child.exitCode === null) child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    if (code !== 0) throw new Error(`exited with ${code}:\n${output}`);
    const urls = JSON.parse(await readFile(file, 'utf8')) as string[];
    return urls.map((url) => decodeURIComponent(url));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The modules loaded by importing `entry` (relative to `cwd`) in a fresh process, without starting anything. */
export function modulesLoadedByImporting(entry: string, cwd: string): Promise<string[]> {
  return modulesLoadedBy(['--input-type=module', '--eval', `await import(${JSON.stringify(entry)}); process.exit(0);`], {
    cwd,
    env: { NODE_ENV: 'test' },
  });
}

/** Whether any of `urls` is a file of the npm package `name` (its folder under a node_modules, pnpm's layout included). */
export function loadsPackage(urls: string[], name: string): boolean {
  const folder = `/node_modules/${name}/`;
  return urls.some((url) => url.includes(folder));
}
