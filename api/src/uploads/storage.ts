import type { Readable } from 'node:stream';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.ts';
import { localUploadStorage } from './localStorage.ts';
import { postgresUploadStorage } from './postgresStorage.ts';
import type { ReceivedUpload } from './receive.ts';
import type { StoredUpload } from './store.ts';

/** Where uploaded files live: the API's folder (one machine) or the database (any API process serves any file). */
export type UploadStorageKind = 'local' | 'postgres';

/**
 * Files of one request, written but not yet visible. `writeIn(trx)` runs inside the request's
 * transaction (the database storage writes there, so its rows commit or roll back with the request's);
 * then exactly one of `commit` (after the transaction committed) or `discard` (it failed).
 */
export interface StagedUploads {
  files: StoredUpload[];
  writeIn(trx: Transaction<Database>): Promise<void>;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/** A stored file opened for reading: its size and its bytes as a stream (read a chunk at a time). */
export interface OpenedUpload {
  size: number;
  stream: Readable;
}

/** The one interface every upload goes through (transaction.ts writes, serve.ts reads, migrate.ts copies). */
export interface UploadStorage {
  readonly kind: UploadStorageKind;
  stage(uploads: readonly ReceivedUpload[]): Promise<StagedUploads>;
  /** null when no committed file has this stored name. */
  open(name: string): Promise<OpenedUpload | null>;
  /** Deletes a committed file; a missing one is ignored. */
  remove(name: string): Promise<void>;
  /** At start-up: deletes what requests that never finished left staged. Returns how many. */
  sweep(): Promise<number>;
  /**
   * Stores a file under a given stored name from a stream (the folder → database copy); false, and
   * nothing written, when a file of that name is already stored.
   */
  importFile(name: string, source: AsyncIterable<Uint8Array>): Promise<boolean>;
}

/** The storage `kind` names (UPLOAD_STORAGE, read and checked by config.ts). */
export function createUploadStorage(kind: UploadStorageKind, deps: { db: Kysely<Database>; uploadsDir: string }): UploadStorage {
  return kind === 'postgres' ? postgresUploadStorage(deps.db) : localUploadStorage(deps.uploadsDir);
}
