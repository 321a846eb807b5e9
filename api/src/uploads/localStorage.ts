import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadStorage } from './storage.ts';
import { newStoredUpload, STORED_NAME, type StoredUpload } from './store.ts';

/** Files written before their transaction commits wait here; the server never serves this folder. */
const STAGING_DIR = '.staging';

/**
 * Uploads in a folder (`DATA_DIR/uploads`): staged in `.staging/`, moved into place by a rename (same
 * disk, so it cannot half-happen) once the request's transaction committed. One machine's disk: for
 * several API processes on several machines use the database storage.
 */
export function localUploadStorage(uploadsDir: string): UploadStorage {
  const stagingDir = path.join(uploadsDir, STAGING_DIR);
  return {
    kind: 'local',
    async stage(uploads) {
      await mkdir(stagingDir, { recursive: true });
      const files: StoredUpload[] = [];
      const staged: string[] = [];
      const discard = async () => {
        await Promise.all(staged.map((name) => rm(path.join(stagingDir, name), { force: true })));
      };
      try {
        for (const upload of uploads) {
          const file = newStoredUpload(upload);
          await writeFile(path.join(stagingDir, file.name), upload.buffer, { flag: 'wx', mode: 0o644 });
          staged.push(file.name);
          files.push(file);
        }
      } catch (error) {
        await discard();
        throw error;
      }
      return {
        files,
        writeIn: async () => {},
        async commit() {
          for (const name of staged) await rename(path.join(stagingDir, name), path.join(uploadsDir, name));
        },
        discard,
      };
    },
    async open(name) {
      if (!STORED_NAME.test(name)) return null;
      const file = path.join(uploadsDir, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { size: info.size, stream: createReadStream(file) };
    },
    async remove(name) {
      if (STORED_NAME.test(name)) await rm(path.join(uploadsDir, name), { force: true });
    },
    async sweep() {
      let names: string[];
      try {
        names = await readdir(stagingDir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw error;
      }
      await Promise.all(names.map((name) => rm(path.join(stagingDir, name), { force: true, recursive: true })));
      return names.length;
    },
    async importFile(name, source) {
      if (!STORED_NAME.test(name)) throw new Error(`Not a stored upload name: ${name}`);
      await mkdir(uploadsDir, { recursive: true });
      const target = path.join(uploadsDir, name);
      if (await stat(target).catch(() => null)) return false;
      const staged = path.join(stagingDir, name);
      await mkdir(stagingDir, { recursive: true });
      await writeFile(staged, source, { mode: 0o644 });
      await rename(staged, target);
      return true;
    },
  };
}
