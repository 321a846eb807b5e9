// Shared by start.mjs and start-cluster.mjs: builds web/dist when missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestModification } from './freshness.mjs';
import { ROOT } from './gateway-process.mjs';

/** Exits the process when the build fails. */
export function ensureWebBuilt(env) {
  const builtIndex = path.join(ROOT, 'web', 'dist', 'index.html');

  // The web app's sources, and the schema its queries use.
  const sources = [
    'web/src',
    'web/public',
    'web/index.html',
    'web/vite',
    'web/vite.config.ts',
    'web/package.json',
    // Chakra's patch changes what the build makes of it (web/vite/chakraGlobalCss.ts).
    'patches',
    'schema.graphql',
    'relay.config.js',
  ];

  // After a `git pull` the old build would otherwise be served: rebuild when a source is newer.
  const staleReason = !existsSync(builtIndex)
    ? 'web/dist is missing'
    : newestModification(ROOT, sources) > statSync(builtIndex).mtimeMs
      ? 'web sources changed since the last build'
      : null;

  if (!staleReason) {
    console.log(`web/dist is up to date (checked in ${Math.round(performance.now())} ms since start).`);
  } else {
    console.log(`Building the web app (${staleReason})…`);
    // Always a production build: a NODE_ENV of the server (test, development) would otherwise reach Vite and
    // bundle React's and Relay's development builds.
    const build = spawnSync('pnpm', ['--filter', '@lendhub/web', 'build'], {
      cwd: ROOT,
      env: { ...env, NODE_ENV: 'production' },
      stdio: 'inherit',
    });
    if (build.status !== 0) {
      console.error('\nThe web build failed (see above). Fix it, or run `pnpm dev` to work on the web app with hot reload.');
      process.exit(build.status ?? 1);
    }
    console.log(`Web app built (${Math.round(performance.now())} ms since start).`);
  }
}
