import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDialect } from './pglite-dialect.ts';
import { migrateToLatest } from './migrate.ts';
import { Kysely } from 'kysely';

/**
 * A PGlite cluster as every new database begins — initdb run and every migration applied, nothing seeded — gzipped.
 * initdb and the migrations were most of a first start (≈ 6.5 s and 2 s of CPU here, against ≈ 1.7 s to load
 * this image), and neither depends on anything but PGlite's version and the migrations' code, so
 * `pnpm build:server` makes the image once per change of those (scripts/server-build.mjs) and puts it beside each
 * server's bundle; pgliteFiles.ts hands it to the child that makes a new database, which then only seeds.
 */
export const DATABASE_IMAGE_FILE = 'pglite-migrated.tar.gz';

/** Runs initdb and the migrations in memory and writes the cluster to `file` (aside first: never half a file). */
export async function writeDatabaseImage(file: string): Promise<void> {
  const pglite = await PGlite.create('memory://');
  try {
    await migrateToLatest(new Kysely({ dialect: pgliteDialect(pglite) }));
    const image = await pglite.dumpDataDir('gzip');
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await image.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await pglite.close();
  }
}

/** The image at `file` as PGlite's `loadDataDir` takes it (the type tells PGlite to gunzip), or undefined if absent. */
export async function readDatabaseImage(file: string | undefined): Promise<Blob | undefined> {
  if (!file || !existsSync(file)) return undefined;
  return new Blob([new Uint8Array(await readFile(file))], { type: 'application/gzip' });
}
