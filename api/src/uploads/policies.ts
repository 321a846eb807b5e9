/**
 * What each kind of upload accepts. Types are decided by the file's content (magic bytes), never by
 * its name or the browser's declared type; messages are the spec's (§5) where it has one.
 */
import { IMAGE_RULE } from '@lendhub/domain/images';

import { ATTACHMENT_RULES } from '@lendhub/domain/attachments';

/** Every type any policy may accept, by the extension the stored file gets. */
export type UploadExt = 'jpg' | 'png' | 'webp' | 'gif' | 'pdf' | 'txt';

export interface UploadPolicy {
  /** Largest accepted file, in bytes. */
  maxBytes: number;
  /** Most files per request. */
  maxFiles: number;
  /** Most files in one field (1 for an image field; attachments share one field). */
  maxPerField: number;
  /** Multipart field names that may carry files (e.g. `File`); any other file field is refused. */
  fields: readonly string[];
  allowed: readonly UploadExt[];
  typeMessage: string;
  sizeMessage: string;
  countMessage: string;
}

export const MB = 1024 * 1024;

/** Avatars, lender pictures and logos (spec §5 "Lender form": 2 MB, JPG/PNG/WEBP). */
export function imagePolicy(fields: readonly string[] = ['File']): UploadPolicy {
  return {
    maxBytes: IMAGE_RULE.maxMb * MB,
    maxFiles: fields.length,
    maxPerField: 1,
    fields,
    allowed: ['jpg', 'png', 'webp'],
    typeMessage: IMAGE_RULE.typeMessage,
    sizeMessage: IMAGE_RULE.sizeMessage,
    countMessage: 'Only one file per upload',
  };
}

/** The optional photo of the registration form (spec §5 "Registration": GIF allowed too). */
export function registrationImagePolicy(fields: readonly string[] = ['File']): UploadPolicy {
  return {
    ...imagePolicy(fields),
    allowed: ['jpg', 'png', 'gif', 'webp'],
    typeMessage: 'file must be an image (jpg, png, gif, webp)',
  };
}

/** Ticket and support attachments: common documents, up to `maxFiles` of 5 MB each. */
export function attachmentPolicy(fields: readonly string[] = ['Files'], maxFiles: number = ATTACHMENT_RULES.maxFiles): UploadPolicy {
  return {
    maxBytes: ATTACHMENT_RULES.maxBytes,
    maxFiles,
    maxPerField: maxFiles,
    fields,
    allowed: ATTACHMENT_RULES.extensions,
    typeMessage: ATTACHMENT_RULES.typeMessage,
    sizeMessage: ATTACHMENT_RULES.sizeMessage,
    countMessage: ATTACHMENT_RULES.countMessage(maxFiles),
  };
}

/** Content-Type served for each stored extension. */
export const MIME_BY_EXT: Record<UploadExt, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
};

/** Images render in place; documents download (a PDF or text file never runs in the portal's origin). */
export function isInlineExt(ext: UploadExt): boolean {
  return ext === 'jpg' || ext === 'png' || ext === 'webp' || ext === 'gif';
}
