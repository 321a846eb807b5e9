import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DATABASE_IMAGE_FILE } from './pgliteImage.ts';

/** Where PGlite's files live inside a data directory. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'db');

/**
 * Makes `<dataDir>/db` a complete PGlite database (initdb and migrations — or the migrated cluster loaded from
 * `image`, by default the build's image beside the compiled bundle — then the seed unless `seed` is false) when it
 * is not one yet, in a child process (createPgliteFiles.ts): initdb leaves PGlite's WebAssembly memory at about
 * 600 MB in the process that runs it (WebAssembly memory never shrinks), so the API then opens the files as an
 * existing database with that of one (≈ 150 MB). The child works in `<dataDir>/.db-creating` and the folder is
 * moved into place only once it is complete: a start cut short leaves no half-made database behind.
 * Returns whether it created one.
 */
export async function ensurePgliteFiles(
  dataDir: string,
  options: { sharedBuffers: string; seed: boolean; image?: string | undefined },
): Promise<boolean> {
  const target = pgliteDir(dataDir);
  if (existsSync(path.join(target, 'PG_VERSION'))) return false;
  const staging = path.join(dataDir, '.db-creating');
  await rm(staging, { recursive: true, force: true });
  try {
    const image = options.image ?? builtImage();
    await runChild([staging, options.sharedBuffers, options.seed ? 'seed' : 'no-seed', ...(image ? [image] : [])]);
    // An empty folder (made by an older start) is replaced; a complete one made meanwhile by another start is kept.
    if (existsSync(path.join(target, 'PG_VERSION'))) return false;
    await rm(target, { recursive: true, force: true });
    await rename(pgliteDir(staging), target);
    return true;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * The child: the compiled entry beside this bundle (scripts/server-build.mjs builds `create-pglite-files.mjs`
 * into each server's dist), or the TypeScript file through tsx when the API runs from source (tests, `pnpm dev`).
 */
function childCommand(): string[] {
  if (!import.meta.url.endsWith('.ts')) return [fileURLToPath(new URL('./create-pglite-files.mjs', import.meta.url))];
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return ['--import', tsx, fileURLToPath(new URL('./createPgliteFiles.ts', import.meta.url))];
}

/** The compiled servers' database image (beside the bundle: scripts/server-build.mjs), when there is one. */
function builtImage(): string | undefined {
  if (import.meta.url.endsWith('.ts')) return undefined;
  const file = fileURLToPath(new URL(`./${DATABASE_IMAGE_FILE}`, import.meta.url));
  return existsSync(file) ? file : undefined;
}

function runChild(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...childCommand(), ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`Creating the PGlite database failed (${signal ?? `exit code ${code}`}): ${errors.trim()}`));
    });
  });
}
