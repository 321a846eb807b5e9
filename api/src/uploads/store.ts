import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadExt } from './policies.ts';
import type { ReceivedUpload } from './receive.ts';

/** Stored names are 32 random hex characters and the content's extension: unguessable, path-safe. */
export const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|gif|pdf|txt)$/;

/** Public path prefix of stored files (served by `uploadsRouter`, proxied by the gateway). */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** Files written before their transaction commits wait here; the server never serves this folder. */
const STAGING_DIR = '.staging';

/** A stored (or staged) upload as rows reference it. */
export interface StoredUpload {
  field: string;
  originalName: string;
  ext: UploadExt;
  size: number;
  /** e.g. `3f…9a.png` */
  name: string;
  /** e.g. `/uploads/3f…9a.png` — what goes in the database. */
  url: string;
}

/**
 * Uploads written to the staging folder, not yet visible. `commit` moves them into place (a rename
 * on the same disk, so it cannot half-happen); `discard` deletes them. Call exactly one of the two.
 */
export interface StagedUploads {
  files: StoredUpload[];
  commit(): Promise<void>;
  discard(): Promise<void>;
}

export async function stageUploads(uploadsDir: string, uploads: readonly ReceivedUpload[]): Promise<StagedUploads> {
  const stagingDir = path.join(uploadsDir, STAGING_DIR);
  await mkdir(stagingDir, { recursive: true });
  const files: StoredUpload[] = [];
  const staged: string[] = [];
  const discard = async () => {
    await Promise.all(staged.map((name) => rm(path.join(stagingDir, name), { force: true })));
  };
  try {
    for (const upload of uploads) {
      const name = `${randomBytes(16).toString('hex')}.${upload.ext}`;
      await writeFile(path.join(stagingDir, name), upload.buffer, { flag: 'wx', mode: 0o644 });
      staged.push(name);
      const { field, originalName, ext, size } = upload;
      files.push({ field, originalName, ext, size, name, url: `${UPLOADS_URL_PREFIX}${name}` });
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return {
    files,
    async commit() {
      for (const name of staged) await rename(path.join(stagingDir, name), path.join(uploadsDir, name));
    },
    discard,
  };
}

/** The stored file name behind an upload URL, or null for anything that is not one of ours. */
export function storedNameOf(url: string | null | undefined): string | null {
  if (!url || !url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return STORED_NAME.test(name) ? name : null;
}

/** Deletes a stored upload by its URL (e.g. a replaced avatar). Unknown URLs and missing files are ignored. */
export async function removeStoredUpload(uploadsDir: string, url: string | null | undefined): Promise<void> {
  const name = storedNameOf(url);
  if (name) await rm(path.join(uploadsDir, name), { force: true });
}

/** At start-up: staged files of requests that never finished (a crash mid-request) are deleted. */
export async function sweepStaging(uploadsDir: string): Promise<number> {
  const stagingDir = path.join(uploadsDir, STAGING_DIR);
  let names: string[];
  try {
    names = await readdir(stagingDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  await Promise.all(names.map((name) => rm(path.join(stagingDir, name), { force: true, recursive: true })));
  return names.length;
}
