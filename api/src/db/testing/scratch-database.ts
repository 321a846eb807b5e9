import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { seedIfEmpty } from '../../seed/seed.ts';
import { migrateToLatest } from '../migrate.ts';
import { pgliteDialect } from '../pglite-dialect.ts';
import type { Database } from '../types.ts';

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
  if (engine === 'pglite') return { engine, options: { inMemory: true, pgliteImage: await seededPgliteImage() }, drop: async () => {} };
  const baseUrl = requiredDatabaseUrl();
  const scratch = await createScratchDatabase(baseUrl, { template: await seededTemplate(baseUrl) });
  return { engine, options: { databaseUrl: scratch.url }, drop: scratch.drop };
}

let imageInThisProcess: Promise<Blob> | undefined;
let seededImageInThisProcess: Promise<Blob> | undefined;

/** PGlite's exact version (the API pins it): an image is only loaded by the version that wrote it. */
async function pgliteVersion(): Promise<string> {
  const manifest = JSON.parse(await readFile(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return manifest.dependencies['@electric-sql/pglite']!;
}

/** Reads `file` if an earlier run (or a parallel worker) made it, else makes it with `make` and keeps it there. */
async function cachedImage(file: string, make: () => Promise<Blob>): Promise<Blob> {
  const cached = await readFile(file).catch(() => null);
  if (cached) return new Blob([new Uint8Array(cached)]);
  const image = await make();
  // Written aside, then renamed: a parallel worker never reads half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, new Uint8Array(await image.arrayBuffer()));
  await rename(partial, file);
  return image;
}

/** Every file under `dir`, recursively, in a stable order. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * What the seeded image depends on: the migrations, the seed (and the shared domain rules it uses), the
 * bcrypt cost its demo password is hashed at, and the day (the seed dates loans and events from today).
 */
async function seededImageKey(): Promise<string> {
  const apiSrc = fileURLToPath(new URL('../../', import.meta.url));
  const domainSrc = fileURLToPath(new URL('../../../../domain/src/', import.meta.url));
  const files = [
    ...(await filesUnder(path.join(apiSrc, 'db/migrations'))),
    ...(await filesUnder(path.join(apiSrc, 'seed'))),
    ...(await filesUnder(domainSrc)),
  ];
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(await readFile(file));
  // One day per test run (scripts/test.mjs sets LENDHUB_TEST_DAY for all its steps): a run that crossed midnight
  // had processes on both days' keys, and the new day's first one dropped the template the others still copied.
  const day = process.env.LENDHUB_TEST_DAY || new Date().toISOString().slice(0, 10);
  hash.update(`${process.env.PASSWORD_HASH_COST ?? ''}|${day}`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A PGlite cluster migrated and seeded as the API's first start leaves it, made once per change of its
 * inputs (seededImageKey) and kept in the temp folder: a test file then starts its API in about a second,
 * where migrating and seeding each file's database took 2–5 s (most of a file's start-up). The API still
 * runs its start-up on it (migrations found current, the seed found present), as a restart does.
 */
export function seededPgliteImage(): Promise<Blob> {
  seededImageInThisProcess ??= (async () => {
    const file = path.join(tmpdir(), `lendhub-pglite-${await pgliteVersion()}-seeded-${await seededImageKey()}.tar`);
    return cachedImage(file, async () => {
      const pglite = await PGlite.create({ dataDir: 'memory://', loadDataDir: await freshPgliteImage() });
      const db = new Kysely<Database>({ dialect: pgliteDialect(pglite) });
      await migrateToLatest(db);
      await seedIfEmpty(db);
      const image = await pglite.dumpDataDir('none');
      await pglite.close();
      return image;
    });
  })();
  return seededImageInThisProcess;
}

/**
 * The data directory of a freshly initialised PGlite cluster (nothing migrated), made once per PGlite
 * version on this machine and kept in the temp folder: loading it takes about a second instead of running
 * initdb (about 4.5 s). The seeded image starts from it, and so do unit tests that migrate a database of
 * their own.
 */
export function freshPgliteImage(): Promise<Blob> {
  imageInThisProcess ??= (async () =>
    cachedImage(path.join(tmpdir(), `lendhub-pglite-${await pgliteVersion()}-initdb.tar`), async () => {
      const pglite = await PGlite.create('memory://');
      const image = await pglite.dumpDataDir('none');
      await pglite.close();
      return image;
    }))();
  return imageInThisProcess;
}

export function requiredDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the postgres test project needs DATABASE_URL');
  return url;
}

/** `baseUrl` with another database name. */
function databaseUrlOf(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * CREATE DATABASE lendhub_test_<random> on the server of `baseUrl` (empty, or a copy of `template`);
 * drop() removes it.
 */
export async function createScratchDatabase(
  baseUrl: string,
  options: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lendhub_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(baseUrl, async (client) => {
    if (!options.template) return client.query(`CREATE DATABASE ${name}`);
    // Shared with other copies, exclusive of seededTemplate's build (which drops outdated templates).
    await client.query(`SELECT pg_advisory_lock_shared(${TEMPLATE_LOCK})`);
    try {
      return await client.query(`CREATE DATABASE ${name} TEMPLATE ${options.template}`);
    } finally {
      await client.query(`SELECT pg_advisory_unlock_shared(${TEMPLATE_LOCK})`);
    }
  });
  return {
    url: databaseUrlOf(baseUrl, name),
    drop: () => withAdminClient(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

let templateInThisProcess: Promise<string> | undefined;
/** The advisory lock key of the seeded templates. */
const TEMPLATE_LOCK = 727275;

/**
 * The PostgreSQL counterpart of seededPgliteImage: a database migrated and seeded once per change of its
 * inputs, kept on the server as lendhub_template_<key>; each test file's database is a copy of it
 * (CREATE DATABASE … TEMPLATE, a file copy on the server) instead of migrating and seeding its own.
 * Workers and runs take an advisory lock to make it; it is built under a temporary name and renamed,
 * so no one ever copies half a template. Templates of older keys are dropped.
 */
export function seededTemplate(baseUrl: string): Promise<string> {
  templateInThisProcess ??= (async () => {
    const name = `lendhub_template_${await seededImageKey()}`;
    await withAdminClient(baseUrl, async (client) => {
      await client.query(`SELECT pg_advisory_lock(${TEMPLATE_LOCK})`);
      try {
        const existing = await client.query<{ datname: string }>(
          `SELECT datname FROM pg_database WHERE datname LIKE 'lendhub\\_template\\_%'`,
        );
        if (existing.rows.some((row) => row.datname === name)) return;
        for (const row of existing.rows) await client.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
        const building = `${name}_building`;
        await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await client.query(`CREATE DATABASE ${building}`);
        const pool = new pg.Pool({ connectionString: databaseUrlOf(baseUrl, building), max: 2 });
        const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
        try {
          await migrateToLatest(db);
          await seedIfEmpty(db);
        } finally {
          await db.destroy();
        }
        await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      } finally {
        await client.query(`SELECT pg_advisory_unlock(${TEMPLATE_LOCK})`);
      }
    });
    return name;
  })();
  return templateInThisProcess;
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
