import { randomBytes } from 'node:crypto';
import type { UploadExt } from './policies.ts';
import type { ReceivedUpload } from './receive.ts';

/** Stored names are 32 random hex characters and the content's extension: unguessable, path-safe. */
export const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|gif|pdf|txt)$/;

/** Public path prefix of stored files (served by `uploadsRouter`, proxied by the gateway). */
export const UPLOADS_URL_PREFIX = '/uploads/';

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

/** A new random stored name for a received upload (names are never reused). */
export function newStoredUpload(upload: ReceivedUpload): StoredUpload {
  const name = `${randomBytes(16).toString('hex')}.${upload.ext}`;
  const { field, originalName, ext, size } = upload;
  return { field, originalName, ext, size, name, url: `${UPLOADS_URL_PREFIX}${name}` };
}

/** The stored file name behind an upload URL, or null for anything that is not one of ours. */
export function storedNameOf(url: string | null | undefined): string | null {
  if (!url || !url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return STORED_NAME.test(name) ? name : null;
}
