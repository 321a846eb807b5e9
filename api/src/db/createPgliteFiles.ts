// The short-lived process that makes a fresh PGlite database (`node create-pglite-files.mjs <dir> <shared buffers>
// <seed|no-seed> [image]`, started by pgliteFiles.ts): initdb and every migration — or the migrated cluster loaded
// from the build's image (pgliteImage.ts) — then the demo seed, then exit. initdb grows PGlite's WebAssembly memory
// to about 600 MB, which never shrinks while its process lives; here it ends with the process, and the API opens the
// finished files as an existing database. `node create-pglite-files.mjs --image <file>` writes that image
// (scripts/server-build.mjs, once per change of PGlite or of the migrations).
import { createDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { readDatabaseImage, writeDatabaseImage } from './pgliteImage.ts';
import { seedIfEmpty } from '../seed/seed.ts';

const args = process.argv.slice(2);
if (args[0] === '--image' && args[1]) {
  await writeDatabaseImage(args[1]);
  process.exit(0);
}
const [dataDir, sharedBuffers, seed, image] = args;
if (!dataDir || !sharedBuffers || (seed !== 'seed' && seed !== 'no-seed')) {
  console.error('usage: create-pglite-files <folder> <shared buffers> <seed|no-seed> [image] | --image <file>');
  process.exit(2);
}
const db = await createDatabase({ dataDir, pgliteSharedBuffers: sharedBuffers, pgliteImage: await readDatabaseImage(image) });
try {
  // Nothing to do when the image was current; a migration newer than the image still runs.
  await migrateToLatest(db);
  if (seed === 'seed') await seedIfEmpty(db);
} finally {
  await db.destroy();
}
