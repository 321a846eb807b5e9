import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.ts';
import type { ReceivedUpload } from './receive.ts';
import type { UploadStorage } from './storage.ts';
import { storedNameOf, type StoredUpload } from './store.ts';
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
 * One database transaction and the files it references, all or nothing, on either storage: the
 * folder stages files before the transaction and moves them into place after it commits (deletes them
 * if it throws); the database writes them inside the transaction itself. Replaced files are deleted
 * after the commit. No half-written rows and no orphan files.
 */
export async function transactionWithUploads<T>(
  deps: { db: Kysely<Database>; storage: UploadStorage },
  uploads: readonly ReceivedUpload[],
  work: (tx: UploadTransaction) => Promise<T>,
): Promise<T> {
  const staged = await deps.storage.stage(uploads);
  const removals: string[] = [];
  const tasks: Array<() => Promise<void>> = [];
  let result: T;
  try {
    result = await deps.db.transaction().execute(async (trx) => {
      await staged.writeIn(trx);
      return work({
        trx,
        files: staged.files,
        file: (field) => staged.files.find((file) => file.field === field),
        removeAfterCommit: (url) => {
          if (url) removals.push(url);
        },
        afterCommit: (task) => {
          tasks.push(task);
        },
      });
    });
  } catch (error) {
    await staged.discard();
    throw error;
  }
  await staged.commit();
  await Promise.all(removals.map((url) => removeStoredUpload(deps.storage, url)));
  for (const task of tasks) {
    await task().catch((error: unknown) =>
      log.error({ event: 'after_commit_failed', reason: (error as Error).message }, 'after-commit task failed'),
    );
  }
  return result;
}

/** Deletes a stored upload by its URL (e.g. a replaced avatar). Unknown URLs and missing files are ignored. */
export async function removeStoredUpload(storage: UploadStorage, url: string | null | undefined): Promise<void> {
  const name = storedNameOf(url);
  if (name) await storage.remove(name);
}
