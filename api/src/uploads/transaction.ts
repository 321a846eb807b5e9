import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.ts';
import type { ReceivedUpload } from './receive.ts';
import { removeStoredUpload, stageUploads, type StoredUpload } from './store.ts';
import { log } from '../observability/log.ts';

/** What the work inside `transactionWithUploads` can use. */
export interface UploadTransaction {
  trx: Transaction<Database>;
  /** The request's files, staged, with the URLs to store in rows. */
  files: StoredUpload[];
  /** The staged file of one field, if the request sent one. */
  file(field: string): StoredUpload | undefined;
  /** Delete this stored upload once the transaction has committed (e.g. the avatar being replaced). */
  removeAfterCommit(url: string | null | undefined): void;
  /** Run this after the commit (e.g. send an email); its failure is logged, not returned. */
  afterCommit(task: () => Promise<void>): void;
}

/**
 * One database transaction and the files it references, all or nothing:
 * files are written to a staging folder first; if the transaction throws, they are deleted and the
 * error goes on; once it commits they are moved into place and replaced files are deleted.
 * No half-written rows (the transaction) and no orphan files (staging + discard).
 */
export async function transactionWithUploads<T>(
  deps: { db: Kysely<Database>; uploadsDir: string },
  uploads: readonly ReceivedUpload[],
  work: (tx: UploadTransaction) => Promise<T>,
): Promise<T> {
  const staged = await stageUploads(deps.uploadsDir, uploads);
  const removals: string[] = [];
  const tasks: Array<() => Promise<void>> = [];
  let result: T;
  try {
    result = await deps.db.transaction().execute((trx) =>
      work({
        trx,
        files: staged.files,
        file: (field) => staged.files.find((file) => file.field === field),
        removeAfterCommit: (url) => {
          if (url) removals.push(url);
        },
        afterCommit: (task) => {
          tasks.push(task);
        },
      }),
    );
  } catch (error) {
    await staged.discard();
    throw error;
  }
  await staged.commit();
  await Promise.all(removals.map((url) => removeStoredUpload(deps.uploadsDir, url)));
  for (const task of tasks) {
    await task().catch((error: unknown) => log.error({ event: 'after_commit_failed', reason: (error as Error).message }, 'after-commit task failed'));
  }
  return result;
}
