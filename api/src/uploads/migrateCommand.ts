import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { copyFolderToStorage } from './copyFolder.ts';
import { postgresUploadStorage } from './postgresStorage.ts';

// `pnpm --filter @lendhub/api uploads:migrate`: copies the files of DATA_DIR/uploads into the database
// the API uses (DATABASE_URL, else PGlite in DATA_DIR — stop the API first then: PGlite is one
// process's database), before switching to UPLOAD_STORAGE=postgres. Safe to run again (docs/deploy.md).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = path.resolve(repoRoot, process.env.DATA_DIR ?? 'data');
const uploadsDir = path.join(dataDir, 'uploads');
const databaseUrl = process.env.DATABASE_URL || undefined;

const db = await createDatabase({ databaseUrl, dataDir });
try {
  await migrateToLatest(db);
  const { copied, skipped } = await copyFolderToStorage(uploadsDir, postgresUploadStorage(db));
  console.log(
    `Uploads from ${uploadsDir} into ${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`}: ${copied} copied, ${skipped} already there.`,
  );
} finally {
  await db.destroy();
}
