import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import type { UploadStorage } from './storage.ts';
import { newStoredUpload, STORED_NAME, type StoredUpload } from './store.ts';
import type { ReceivedUpload } from './receive.ts';

/** Bytes per `upload_chunks` row: what is in memory at once while a file is written or read. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Uploads in the database (migration 1050): a file's row and its chunks are written inside the
 * request's own transaction, so they commit or roll back with the rows that reference them (nothing to
 * stage on disk, nothing to sweep); reading streams one chunk at a time. Works on PostgreSQL and PGlite.
 */
export function postgresUploadStorage(db: Kysely<Database>): UploadStorage {
  return {
    kind: 'postgres',
    async stage(uploads) {
      const files = uploads.map((upload) => ({ upload, file: newStoredUpload(upload) }));
      return {
        files: files.map(({ file }) => file),
        async writeIn(trx) {
          for (const { upload, file } of files) await writeChunks(trx, file, upload);
        },
        // The transaction did it all: its commit made the files visible, its rollback removed them.
        commit: async () => {},
        discard: async () => {},
      };
    },
    async open(name) {
      if (!STORED_NAME.test(name)) return null;
      const row = await db.selectFrom('upload_files').select('size').where('name', '=', name).executeTakeFirst();
      if (!row) return null;
      return { size: row.size, stream: Readable.from(chunksOf(db, name)) };
    },
    async remove(name) {
      if (STORED_NAME.test(name)) await db.deleteFrom('upload_files').where('name', '=', name).execute();
    },
    sweep: async () => 0,
    async importFile(name, source) {
      if (!STORED_NAME.test(name)) throw new Error(`Not a stored upload name: ${name}`);
      return db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto('upload_files')
          .values({ name, size: 0 })
          .onConflict((conflict) => conflict.column('name').doNothing())
          .returning('name')
          .executeTakeFirst();
        if (!claimed) return false;
        let seq = 0;
        let size = 0;
        for await (const piece of rechunked(source)) {
          await trx.insertInto('upload_chunks').values({ name, seq, data: piece }).execute();
          seq += 1;
          size += piece.byteLength;
        }
        await trx.updateTable('upload_files').set({ size }).where('name', '=', name).execute();
        return true;
      });
    },
  };
}

async function writeChunks(trx: Kysely<Database>, file: StoredUpload, upload: ReceivedUpload): Promise<void> {
  await trx.insertInto('upload_files').values({ name: file.name, size: upload.buffer.byteLength }).execute();
  for (let seq = 0, offset = 0; offset < upload.buffer.byteLength; seq += 1, offset += CHUNK_BYTES) {
    await trx
      .insertInto('upload_chunks')
      .values({ name: file.name, seq, data: upload.buffer.subarray(offset, offset + CHUNK_BYTES) })
      .execute();
  }
}

/** A stored file's chunks in order, each read when the reader wants the next one. */
async function* chunksOf(db: Kysely<Database>, name: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq += 1) {
    const row = await db.selectFrom('upload_chunks').select('data').where('name', '=', name).where('seq', '=', seq).executeTakeFirst();
    if (!row) return;
    // pg gives a Buffer, PGlite a Uint8Array: one view over the same bytes either way.
    yield Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
  }
}

/** Any stream's pieces regrouped into CHUNK_BYTES pieces (the last may be shorter). */
async function* rechunked(source: AsyncIterable<Uint8Array>): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of source) {
    pending.push(Buffer.from(piece));
    pendingBytes += piece.byteLength;
    while (pendingBytes >= CHUNK_BYTES) {
      const joined = Buffer.concat(pending);
      yield joined.subarray(0, CHUNK_BYTES);
      pending = [joined.subarray(CHUNK_BYTES)];
      pendingBytes -= CHUNK_BYTES;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}
