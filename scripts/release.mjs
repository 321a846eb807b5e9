// `pnpm release [folder]`: a self-contained LendHub in `release/` (or the folder given), started with plain
// `node` and nothing else of this repository (docs/deploy.md "Release folder"):
//   release/gateway/   `pnpm deploy --prod` of @lendhub/gateway (only production dependencies) + dist/main.mjs
//   release/api/       the same for @lendhub/api (its reference data included) + dist/main.mjs
//   release/web/       the web build (dist/) and its trusted documents (persisted-documents.json)
//   release/schema.graphql, release/package.json (`npm start` / `npm run start:api`), release/.env.example
// Each bundle is compiled (scripts/server-build.mjs) against its deployed copy, so its imports point into
// release/*/node_modules; the folder can be copied to another machine with the same Node major.
// The Dockerfile runs this very script; CI runs it and starts the result (scripts/release-smoke.mjs).
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './node-flags.mjs';
import { buildServer } from './server-build.mjs';
import { ensureWebBuilt } from './web-build.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What a deployed package keeps once its bundle is built: the TypeScript and the tests are not shipped. */
const NOT_SHIPPED = ['src', 'test', 'scripts', 'tsconfig.json', 'vitest.config.ts', 'codegen.ts', 'README.md'];

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Builds the release into `target`; returns its path. */
export async function buildRelease(target = path.join(ROOT, 'release')) {
  const started = performance.now();
  ensureWebBuilt(process.env);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  // --legacy: the workspace does not inject its packages (pnpm 10's new deploy needs inject-workspace-packages).
  await Promise.all(
    ['gateway', 'api'].map((server) =>
      run('pnpm', [
        '--filter',
        `@lendhub/${server}`,
        'deploy',
        '--prod',
        '--legacy',
        '--config.confirmModulesPurge=false',
        path.join(target, server),
      ]),
    ),
  );
  // The deployed packages' tsconfig.json extend the root's: esbuild reads it for the bundles.
  cpSync(path.join(ROOT, 'tsconfig.base.json'), path.join(target, 'tsconfig.base.json'));
  // The gateway's in-process start (API_URL unset) reaches the API through scripts/in-process-api.ts; in the release
  // that entry points at the deployed API package, bundled into the gateway with its packages left in api/node_modules.
  mkdirSync(path.join(target, 'scripts'), { recursive: true });
  writeFileSync(
    path.join(target, 'scripts/in-process-api.ts'),
    "export { startApi } from '../api/src/index.ts';\nexport { currentConfig as currentApiConfig } from '../api/src/config.ts';\n",
  );
  for (const server of ['gateway', 'api']) {
    await buildServer(server, `${server}/dist`, target);
    for (const entry of NOT_SHIPPED) rmSync(path.join(target, server, entry), { recursive: true, force: true });
  }
  rmSync(path.join(target, 'tsconfig.base.json'));
  rmSync(path.join(target, 'scripts'), { recursive: true, force: true });
  cpSync(path.join(ROOT, 'web/dist'), path.join(target, 'web/dist'), { recursive: true });
  cpSync(path.join(ROOT, 'web/persisted-documents.json'), path.join(target, 'web/persisted-documents.json'));
  cpSync(path.join(ROOT, 'schema.graphql'), path.join(target, 'schema.graphql'));
  cpSync(path.join(ROOT, '.env.example'), path.join(target, '.env.example'));
  const manifest = {
    name: 'lendhub-release',
    private: true,
    description: 'LendHub, built by `pnpm release`: plain node, production dependencies only',
    type: 'module',
    engines: { node: '>=20.19' },
    scripts: {
      start: `node ${SERVER_NODE_FLAGS.join(' ')} gateway/dist/main.mjs`,
      'start:api': `node ${SERVER_NODE_FLAGS.join(' ')} api/dist/main.mjs`,
    },
  };
  writeFileSync(path.join(target, 'package.json'), JSON.stringify(manifest, null, 2) + '\n');
  console.log(
    `Release built in ${path.relative(process.cwd(), target) || '.'} (${Math.round((performance.now() - started) / 1000)} s): node gateway/dist/main.mjs`,
  );
  return target;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildRelease(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
}
