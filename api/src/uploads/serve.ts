import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import type { ApiDeps } from '../deps.ts';
import { ApiError } from '../http/envelope.ts';
import { isInlineExt, MIME_BY_EXT, type UploadExt } from './policies.ts';
import { STORED_NAME, sweepStaging } from './store.ts';

/** Headers that make a stored file inert wherever it is opened. */
export function uploadHeaders(ext: UploadExt, size: number): Record<string, string> {
  return {
    'Content-Type': MIME_BY_EXT[ext],
    'Content-Length': String(size),
    // Never let a browser guess a type (an image that is "really" HTML stays an image).
    'X-Content-Type-Options': 'nosniff',
    // Even if opened directly, the response may load nothing and run nothing.
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Content-Disposition': isInlineExt(ext) ? 'inline' : 'attachment',
    'Cross-Origin-Resource-Policy': 'same-site',
    // Names are random and never reused, so a stored file never changes.
    'Cache-Control': 'public, max-age=31536000, immutable',
  };
}

/**
 * GET /uploads/<name>: serves a stored upload. Only names of the stored form are looked up (so no
 * path traversal, no dot files, no staging folder, no directory listing); anything else is a 404.
 */
export function uploadsRouter({ config }: ApiDeps): Router {
  // Before the first request: staged files left by a crash are never committed, so delete them.
  sweepStaging(config.uploadsDir).catch((error: unknown) => console.error('[api] could not sweep upload staging:', (error as Error).message));
  const router = Router();
  router.get('/uploads/:name', async (req, res) => {
    const name = req.params.name;
    if (!STORED_NAME.test(name)) throw new ApiError(404, 'File not found');
    const file = path.join(config.uploadsDir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw new ApiError(404, 'File not found');
    const ext = path.extname(name).slice(1) as UploadExt;
    res.status(200).set(uploadHeaders(ext, info.size));
    // Headers are sent by now: a read failure can only cut the response short.
    await pipeline(createReadStream(file), res).catch(() => res.destroy());
  });
  return router;
}
