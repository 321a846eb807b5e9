import type { ColumnType } from 'kysely';

/** Uploaded files kept in the database when UPLOAD_STORAGE=postgres (migration 1050). */
export interface UploadFilesTable {
  /** The stored name, as in `/uploads/<name>`. */
  name: string;
  size: number;
  created_at: ColumnType<Date, string | undefined, never>;
}

/** A file's bytes, a chunk a row, in `seq` order. */
export interface UploadChunksTable {
  name: string;
  seq: number;
  data: Uint8Array;
}

export interface UploadsTables {
  upload_files: UploadFilesTable;
  upload_chunks: UploadChunksTable;
}
