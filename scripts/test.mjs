// `pnpm test`: every test of the portal, in the order a failure is cheapest to find.
// First, side by side: lint (ESLint over every package); format (Prettier's check: `pnpm format` writes) and the domain
// suite (the rules the packages share); and, in order, the generated Relay artifacts and gateway resolver types (in CI:
// checked, not written — what is committed must match the sources), the type-check, the schema check (schema.graphql
// against schema.released.graphql and every registered document: docs/api-clients.md "API clients for internal
// tools") and the server-kit suite (the server code both servers share). Then the API suite, the gateway suite (with
// examples/internal-tool run against a production gateway), web unit beside web build and release smoke (`pnpm
// release` built and started once: scripts/release-smoke.mjs), and end-to-end (Chromium).
// Set DATABASE_URL to run the API and gateway suites against a PostgreSQL server as well as PGlite.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const step = (name, cmd, args) => ({ name, cmd, args });

// Each stage is a list of lanes run side by side; a lane's steps run one after another. The checks of the first
// stage are single-threaded tools (ESLint, Prettier) beside a chain that must stay in order (generated code
// before the type-check): side by side they keep both cores busy and take ~45 s instead of ~80 s. The API, gateway
// and browser suites each fill both cores themselves (vitest's two workers, two browsers), so they run alone.
const stages = [
  [
    [step('lint', 'pnpm', ['lint'])],
    [step('format', 'pnpm', ['format:check']), step('domain', 'pnpm', ['--filter', '@lendhub/domain', 'test'])],
    [
      step('relay artifacts', 'pnpm', process.env.CI ? ['relay', '--validate'] : ['relay']),
      step('codegen', 'pnpm', ['--filter', '@lendhub/gateway', process.env.CI ? 'codegen:check' : 'codegen']),
      step('type-check', 'pnpm', ['typecheck']),
      step('schema check', 'pnpm', ['schema:check']),
      step('server-kit', 'pnpm', ['--filter', '@lendhub/server-kit', 'test']),
    ],
  ],
  [[step('api', 'pnpm', ['--filter', '@lendhub/api', 'test'])]],
  [[step('gateway', 'pnpm', ['--filter', '@lendhub/gateway', 'test'])]],
  // The web's unit tests beside its build and the release built from it: the release is mostly copying and one
  // start, so the three share the cores well.
  [
    [step('web unit', 'pnpm', ['--filter', '@lendhub/web', 'test'])],
    [step('web build', 'pnpm', ['--filter', '@lendhub/web', 'build']), step('release smoke', 'node', ['scripts/release-smoke.mjs'])],
  ],
  [[step('end-to-end', 'pnpm', ['--filter', '@lendhub/tests', 'test'])]],
];

// The test databases' seeded images are keyed by the day (the seed dates loans and events from today): every step of
// one run uses the day it started on, also when it crosses midnight (api/src/db/testing/scratch-database.ts).
process.env.LENDHUB_TEST_DAY ||= new Date().toISOString().slice(0, 10);

const only = process.argv.slice(2);
const selected = (s) => only.length === 0 || only.includes(s.name.split(' ')[0]);

/**
 * Runs one step. Alone, its output goes straight to the terminal; beside others it is kept and printed whole
 * when the step ends, so the lanes' lines do not interleave.
 */
function run(s, alone) {
  const started = Date.now();
  const header = `\n▶ ${s.name}: ${s.cmd} ${s.args.join(' ')}`;
  if (alone) console.log(header);
  return new Promise((resolve) => {
    const child = spawn(s.cmd, s.args, { cwd: root, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: process.env });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) process.stdout.write(`${header}  (${seconds} s, beside other checks)\n${Buffer.concat(output).toString()}`);
      resolve({ name: s.name, ok: code === 0, seconds });
    });
  });
}

async function runLane(lane, alone) {
  const results = [];
  for (const s of lane) {
    const result = await run(s, alone);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

const results = [];
for (const stage of stages) {
  const lanes = stage.map((lane) => lane.filter(selected)).filter((lane) => lane.length > 0);
  if (lanes.length === 0) continue;
  const laneResults = await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)));
  results.push(...laneResults.flat());
  if (results.some((r) => !r.ok)) break;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name.padEnd(16)} ${r.seconds} s`);
if (!existsSync(path.join(root, 'node_modules'))) console.log('Dependencies are missing: run pnpm install first.');
process.exit(results.every((r) => r.ok) && results.length > 0 ? 0 : 1);
