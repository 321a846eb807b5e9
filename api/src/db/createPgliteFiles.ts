// The short-lived process that makes a fresh PGlite database (scripts: `node create-pglite-files.mjs <dir>
// <shared buffers> <seed|no-seed>`, started by pgliteFiles.ts): initdb, every migration and the demo seed, then
// exit. initdb grows PGlite's WebAssembly memory to about 600 MB, which never shrinks while its process
// lives; here it ends with the process, and the API opens the finished files as an existing database.
import { createDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedIfEmpty } from '../seed/seed.ts';

const [dataDir, sharedBuffers, seed] = process.argv.slice(2);
if (!dataDir || !sharedBuffers || (seed !== 'seed' && seed !== 'no-seed')) {
  console.error('usage: create-pglite-files <folder> <shared buffers> <seed|no-seed>');
  process.exit(2);
}
const db = await createDatabase({ dataDir, pgliteSharedBuffers: sharedBuffers });
try {
  await migrateToLatest(db);
  if (seed === 'seed') await seedIfEmpty(db);
} finally {
  await db.destroy();
}
