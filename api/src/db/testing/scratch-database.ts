import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/*
 * Test-only (any package may import this): the database an integration-test project runs on.
 * Each package's vitest.config.ts has one project per engine and sets LENDHUB_TEST_ENGINE:
 * "pglite" (always) or "postgres" (when DATABASE_URL is set).
 */
export type TestEngine = 'pglite' | 'postgres';

/** The engine of the current vitest project; PGlite unless LENDHUB_TEST_ENGINE says postgres. */
export function testEngine(): TestEngine {
  return process.env.LENDHUB_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  engine: TestEngine;
  /** For startApi / createDatabase: PGlite in memory, or a scratch database on the DATABASE_URL server. */
  options: { inMemory: true; pgliteImage: Blob } | { databaseUrl: string };
  /** Drops the scratch database (nothing to do on PGlite). Call after the API has closed. */
  drop(): Promise<void>;
}

/** A fresh database for one test file on this project's engine. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const engine = testEngine();
  if (engine === 'pglite') return { engine, options: { inMemory: true, pgliteImage: await freshPgliteImage() }, drop: async () => {} };
  const scratch = await createScratchDatabase(requiredDatabaseUrl());
  return { engine, options: { databaseUrl: scratch.url }, drop: scratch.drop };
}

let imageInThisProcess: Promise<Blob> | undefined;

/**
 * The data directory of a freshly initialised PGlite cluster (nothing migrated), made once per PGlite
 * version on this machine and kept in the temp folder: every test file loads it in about a second
 * instead of running initdb (about 4.5 s), and then migrates and seeds as a real start does.
 */
export function freshPgliteImage(): Promise<Blob> {
  imageInThisProcess ??= (async () => {
    // The API pins PGlite's exact version; an image is only loaded by the version that wrote it.
    const manifest = JSON.parse(await readFile(new URL('../../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };
    const version = manifest.dependencies['@electric-sql/pglite'];
    const file = path.join(tmpdir(), `lendhub-pglite-${version}-initdb.tar`);
    const cached = await readFile(file).catch(() => null);
    if (cached) return new Blob([new Uint8Array(cached)]);
    const pglite = await PGlite.create('memory://');
    const image = await pglite.dumpDataDir('none');
    await pglite.close();
    // Written aside, then renamed: a parallel worker never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, new Uint8Array(await image.arrayBuffer()));
    await rename(partial, file);
    return image;
  })();
  return imageInThisProcess;
}

export function requiredDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the postgres test project needs DATABASE_URL');
  return url;
}

/** CREATE DATABASE lendhub_test_<random> on the server of `baseUrl`; drop() removes it. */
export async function createScratchDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lendhub_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(baseUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdminClient(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

async function withAdminClient(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
