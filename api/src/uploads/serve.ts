import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import type { Kysely } from 'kysely';
import type { ApiDeps } from '../deps.ts';
import type { Database } from '../db/types.ts';
import { ApiError } from '../http/envelope.ts';
import { isInlineExt, MIME_BY_EXT, type UploadExt } from './policies.ts';
import { configuredLinkSigner } from './signedLinks.ts';
import { STORED_NAME, UPLOADS_URL_PREFIX } from './store.ts';
import { log } from '../observability/log.ts';

/** Headers that make a stored file inert wherever it is opened; a private file is never cached by anyone else. */
export function uploadHeaders(ext: UploadExt, size: number, access: 'public' | 'private' = 'public'): Record<string, string> {
  return {
    'Content-Type': MIME_BY_EXT[ext],
    'Content-Length': String(size),
    // Never let a browser guess a type (an image that is "really" HTML stays an image).
    'X-Content-Type-Options': 'nosniff',
    // Even if opened directly, the response may load nothing and run nothing.
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Content-Disposition': isInlineExt(ext) ? 'inline' : 'attachment',
    'Cross-Origin-Resource-Policy': 'same-site',
    // Names are random and never reused, so a public file never changes. A private one (an
    // attachment) stays in no cache: its signed link expires and the next reader needs their own.
    'Cache-Control': access === 'private' ? 'private, no-store' : 'public, max-age=31536000, immutable',
    ...(access === 'private' ? { 'Referrer-Policy': 'no-referrer' } : {}),
  };
}

/**
 * GET /uploads/<name>: serves a stored upload. Only names of the stored form are looked up (so no
 * path traversal, no dot files, no staging folder, no directory listing); anything else is a 404.
 */
export function uploadsRouter({ config, db, uploadStorage }: ApiDeps): Router {
  const signer = configuredLinkSigner(config);
  // Before the first request: staged files left by a crash are never committed, so delete them.
  uploadStorage
    .sweep()
    .catch((error: unknown) =>
      log.error({ event: 'upload_sweep_failed', reason: (error as Error).message }, 'could not sweep upload staging'),
    );
  const router = Router();
  router.get('/uploads/:name', async (req, res) => {
    const name = req.params.name;
    if (!STORED_NAME.test(name)) throw new ApiError(404, 'File not found');
    const file = await uploadStorage.open(name);
    if (!file) throw new ApiError(404, 'File not found');
    // Ticket attachments are private: only a signed, unexpired link (issued to a reader of the ticket) opens them.
    let access: 'public' | 'private';
    try {
      access = (await isAttachment(db, name)) ? 'private' : 'public';
      if (access === 'private' && !signer.verify(name, req.query.expires, req.query.signature)) {
        res.set('Cache-Control', 'private, no-store');
        throw new ApiError(403, 'This attachment link is invalid or has expired. Open the ticket again to get a new one.');
      }
    } catch (error) {
      file.stream.destroy(); // opened, never read
      throw error;
    }
    const ext = path.extname(name).slice(1) as UploadExt;
    res.status(200).set(uploadHeaders(ext, file.size, access));
    // Headers are sent by now: a read failure can only cut the response short.
    await pipeline(file.stream, res).catch(() => res.destroy());
  });
  return router;
}

/** Whether a stored file is attached to a vendor or contact-support ticket (then it is private). */
async function isAttachment(db: Kysely<Database>, name: string): Promise<boolean> {
  const url = `${UPLOADS_URL_PREFIX}${name}`;
  const [vendor, support] = await Promise.all([
    db.selectFrom('vendor_ticket_attachments').select('id').where('file_url', '=', url).limit(1).executeTakeFirst(),
    db.selectFrom('contact_support_attachments').select('id').where('file_url', '=', url).limit(1).executeTakeFirst(),
  ]);
  return Boolean(vendor ?? support);
}
