// The CI browser suite's cluster on PostgreSQL: a fresh scratch database on E2E_POSTGRES_URL's server for
// this run (the first API process migrates and seeds it), `scripts/start-cluster.mjs` on it with two API
// processes behind HAProxy, and the database dropped when the cluster has stopped. Signals go to the cluster.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const pg = createRequire(path.join(root, 'api', 'package.json'))('pg');
const baseUrl = process.env.E2E_POSTGRES_URL;
if (!baseUrl) throw new Error('E2E_POSTGRES_URL names the PostgreSQL server for the scratch database');

const name = `lendhub_e2e_${randomBytes(6).toString('hex')}`;
/** Runs one statement on the server's maintenance connection. */
async function admin(sql) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
await admin(`CREATE DATABASE ${name}`);
const url = new URL(baseUrl);
url.pathname = `/${name}`;

const cluster = spawn(process.execPath, [path.join(root, 'scripts', 'start-cluster.mjs')], {
  env: { ...process.env, DATABASE_URL: url.toString() },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => cluster.kill(signal));
cluster.on('exit', async (code, signal) => {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) => console.error(`Could not drop ${name}: ${error.message}`));
  process.exit(code ?? (signal ? 1 : 0));
});
