import { fileTypeFromBuffer } from 'file-type';
import type { UploadExt } from './policies.ts';

/**
 * The file's real type from its first bytes, or null when it is none of the types we ever accept.
 * Plain text has no magic number: it counts as `txt` only when the client called it a .txt file
 * and every byte is printable UTF-8 (no NULs or control characters), so a renamed binary is refused.
 */
export async function sniffUploadType(buffer: Buffer, originalName: string): Promise<UploadExt | null> {
  if (buffer.length === 0) return null;
  const detected = await fileTypeFromBuffer(buffer);
  if (detected) return KNOWN[detected.ext] ?? null;
  return /\.txt$/i.test(originalName) && isPlainText(buffer) ? 'txt' : null;
}

const KNOWN: Record<string, UploadExt | undefined> = {
  jpg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  pdf: 'pdf',
};

function isPlainText(buffer: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return false;
  }
  // Tabs, line feeds, carriage returns and form feeds are fine; other C0 controls and DEL are not.
  // eslint-disable-next-line no-control-regex -- matching control characters is this line's job
  return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
}
