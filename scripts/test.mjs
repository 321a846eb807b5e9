// `pnpm test`: every test of the portal, in the order a failure is cheapest to find.
// 1 lint (ESLint over every package) and format (Prettier's check: `pnpm format` writes), 2 generated Relay artifacts and 3 generated gateway resolver types (in CI: checked, not
// written — what is committed must match the sources), 4 type-check, 5 schema check (schema.graphql against
// schema.released.graphql and every registered document: docs/api-clients.md "API clients for internal tools"), 6 domain (the rules the
// packages share), 6b server-kit (the server code both servers share), 7 API, 8 gateway (with examples/internal-tool run against a production gateway), 9 web unit,
// 10 web build, 11 release smoke (`pnpm release` built and started once: scripts/release-smoke.mjs), 12 end-to-end (Chromium).
// Set DATABASE_URL to run the API and gateway suites against a PostgreSQL server as well as PGlite.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const steps = [
  ['lint', 'pnpm', ['lint']],
  ['format', 'pnpm', ['format:check']],
  ['relay artifacts', 'pnpm', process.env.CI ? ['relay', '--validate'] : ['relay']],
  ['codegen', 'pnpm', ['--filter', '@lendhub/gateway', process.env.CI ? 'codegen:check' : 'codegen']],
  ['type-check', 'pnpm', ['typecheck']],
  ['schema check', 'pnpm', ['schema:check']],
  ['domain', 'pnpm', ['--filter', '@lendhub/domain', 'test']],
  ['server-kit', 'pnpm', ['--filter', '@lendhub/server-kit', 'test']],
  ['api', 'pnpm', ['--filter', '@lendhub/api', 'test']],
  ['gateway', 'pnpm', ['--filter', '@lendhub/gateway', 'test']],
  ['web unit', 'pnpm', ['--filter', '@lendhub/web', 'test']],
  ['web build', 'pnpm', ['--filter', '@lendhub/web', 'build']],
  ['release smoke', 'node', ['scripts/release-smoke.mjs']],
  ['end-to-end', 'pnpm', ['--filter', '@lendhub/tests', 'test']],
];

// The test databases' seeded images are keyed by the day (the seed dates loans and events from today): every step of
// one run uses the day it started on, also when it crosses midnight (api/src/db/testing/scratch-database.ts).
process.env.LENDHUB_TEST_DAY ||= new Date().toISOString().slice(0, 10);

const only = process.argv.slice(2);
const results = [];
for (const [name, cmd, args] of steps) {
  if (only.length > 0 && !only.includes(name.split(' ')[0])) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const run = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: run.status === 0, seconds });
  if (run.status !== 0) break;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name.padEnd(16)} ${r.seconds} s`);
if (!existsSync(path.join(root, 'node_modules'))) console.log('Dependencies are missing: run pnpm install first.');
process.exit(results.every((r) => r.ok) && results.length > 0 ? 0 : 1);
