import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import type { UploadStorage } from './storage.ts';
import { CHUNK_BYTES } from './postgresStorage.ts';
import { STORED_NAME } from './store.ts';

export interface CopyReport {
  /** Files written to the storage by this run. */
  copied: number;
  /** Files the storage already held (an earlier run, or uploads made since the switch). */
  skipped: number;
}

/**
 * Copies every stored upload of a folder (`DATA_DIR/uploads`) into `storage`, each file streamed a
 * chunk at a time. Idempotent: a name already stored is left alone, so a run can be repeated or
 * resumed after an interruption (each file is copied in one transaction: whole or not at all).
 * Staged files and anything not named like a stored upload are ignored. The folder is not changed.
 */
export async function copyFolderToStorage(uploadsDir: string, storage: UploadStorage): Promise<CopyReport> {
  const entries = await readdir(uploadsDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const report: CopyReport = { copied: 0, skipped: 0 };
  for (const entry of entries) {
    if (!entry.isFile() || !STORED_NAME.test(entry.name)) continue;
    const source = createReadStream(`${uploadsDir}/${entry.name}`, { highWaterMark: CHUNK_BYTES });
    try {
      if (await storage.importFile(entry.name, source)) report.copied += 1;
      else report.skipped += 1;
    } finally {
      source.destroy();
    }
  }
  return report;
}
