import { IMAGE_RULE } from '@lendhub/domain/images';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { badUserInput } from '../errors/errors.ts';

/** A file read from an `Upload` variable, ready to forward. */
export interface ReceivedFile {
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

export interface FileRule {
  /** The GraphQL input field, named in the error. */
  field: string;
  maxBytes: number;
  tooLargeMessage: string;
}

/** The 2 MB image rule of spec §5 ("Image must be smaller than {limit}MB!"). */
export function imageRule(field: string): FileRule {
  return { field, maxBytes: IMAGE_RULE.maxMb * 1024 * 1024, tooLargeMessage: IMAGE_RULE.sizeMessage };
}

/**
 * Reads an `Upload` argument into memory, stopping as soon as it passes `rule.maxBytes` (BAD_USER_INPUT
 * with the rule's message). Null/undefined (no file sent) gives null. The type is not judged here:
 * the API checks the content and answers with the spec's message.
 */
export async function readUpload(
  upload: Promise<FileUpload> | FileUpload | null | undefined,
  rule: FileRule,
): Promise<ReceivedFile | null> {
  if (!upload) return null;
  const file = await upload;
  const chunks: Buffer[] = [];
  let size = 0;
  const tooLarge = () => badUserInput(rule.tooLargeMessage, { [rule.field]: rule.tooLargeMessage });
  try {
    for await (const chunk of file.createReadStream()) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += buffer.length;
      if (size > rule.maxBytes) throw tooLarge();
      chunks.push(buffer);
    }
  } catch (error) {
    // graphql-upload truncates files over its own cap with a 413 error.
    if ((error as { status?: number }).status === 413) throw tooLarge();
    throw error;
  }
  return { filename: file.filename || 'upload', mimetype: file.mimetype || 'application/octet-stream', buffer: Buffer.concat(chunks) };
}

export type FormValue = string | number | boolean | readonly string[] | null | undefined;

/**
 * A multipart body for the API: text fields (lists joined with commas, as the spec's forms send
 * them; null as '' to clear; undefined left out) and files under their API field names.
 */
export function toFormData(fields: Record<string, FormValue>, files: Record<string, ReceivedFile | null> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value === null) form.append(name, '');
    else if (Array.isArray(value)) form.append(name, value.join(','));
    else form.append(name, String(value));
  }
  for (const [name, file] of Object.entries(files)) {
    if (file) form.append(name, new Blob([new Uint8Array(file.buffer)], { type: file.mimetype }), file.filename);
  }
  return form;
}
