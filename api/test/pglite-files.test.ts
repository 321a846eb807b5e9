import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { ensurePgliteFiles } from '../src/db/pgliteFiles.ts';
import { writeDatabaseImage } from '../src/db/pgliteImage.ts';
import { startApi } from '../src/server.ts';
import { TEST_JWT_SECRET, testEngine } from './helpers/test-api.ts';

/*
 * A PGlite data directory's first start: its database is made by a child process (initdb, every migration, the
 * demo seed) and then opened by the API like an existing one; later starts neither remake nor re-seed it.
 */
const dirs: string[] = [];
const newDataDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'lendhub-pglite-files-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function contents(dataDir: string) {
  const db = await createDatabase({ dataDir });
  try {
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
    const users = await db.selectFrom('users').select('email').orderBy('id').execute();
    return { migrations: rows.map((row) => row.name).sort(), users: users.map((user) => user.email) };
  } finally {
    await db.destroy();
  }
}

describe.skipIf(testEngine() !== 'pglite')('a new PGlite data directory', () => {
  it('is migrated and seeded by its first start, left alone by the next, even after a start cut short', { timeout: 300_000 }, async () => {
    const dataDir = await newDataDir();
    // What a start killed while its child worked leaves: the child's folder half made, an empty database folder.
    await mkdir(path.join(dataDir, '.db-creating', 'db'), { recursive: true });
    await writeFile(path.join(dataDir, '.db-creating', 'db', 'PG_VERSION'), '17\n');
    await mkdir(path.join(dataDir, 'db'));

    const first = await startApi({ port: 0, dataDir, jwtSecret: TEST_JWT_SECRET });
    const health = await fetch(`${first.url}/healthz`);
    await first.close();
    expect(health.status).toBe(200);
    expect(first.startup).toMatchObject({ seeded: true });
    expect(first.startup.createMs).toBeGreaterThan(0);
    expect(await readdir(dataDir)).not.toContain('.db-creating');
    const made = await contents(dataDir);
    expect(made.migrations).toEqual(Object.keys(migrations).sort());
    expect(made.users).toContain('officer@lendhub.demo');

    const second = await startApi({ port: 0, dataDir, jwtSecret: TEST_JWT_SECRET });
    await second.close();
    expect(second.startup).toMatchObject({ createMs: 0, seeded: false });
    expect(await contents(dataDir)).toEqual(made);
  });

  it('is migrated but not seeded when the start asks for no seed', { timeout: 300_000 }, async () => {
    const dataDir = await newDataDir();
    expect(await ensurePgliteFiles(dataDir, { sharedBuffers: '16MB', seed: false })).toBe(true);
    expect(await ensurePgliteFiles(dataDir, { sharedBuffers: '16MB', seed: false })).toBe(false);
    expect(await contents(dataDir)).toEqual({ migrations: Object.keys(migrations).sort(), users: [] });
  });

  it('starts from a migrated image made by the build when given one, and seeds it', { timeout: 300_000 }, async () => {
    const image = path.join(await newDataDir(), 'pglite-migrated.tar.gz');
    await writeDatabaseImage(image);
    const dataDir = await newDataDir();
    expect(await ensurePgliteFiles(dataDir, { sharedBuffers: '16MB', seed: true, image })).toBe(true);
    const made = await contents(dataDir);
    expect(made.migrations).toEqual(Object.keys(migrations).sort());
    expect(made.users).toContain('officer@lendhub.demo');
  });

  it('fails the start on a damaged image and leaves no database behind', { timeout: 300_000 }, async () => {
    const image = path.join(await newDataDir(), 'pglite-migrated.tar.gz');
    await writeFile(image, 'not a gzipped tar');
    const dataDir = await newDataDir();
    await expect(ensurePgliteFiles(dataDir, { sharedBuffers: '16MB', seed: true, image })).rejects.toThrow(
      /Creating the PGlite database failed/,
    );
    expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(false);
    expect(await readdir(dataDir)).not.toContain('.db-creating');
  });
});
