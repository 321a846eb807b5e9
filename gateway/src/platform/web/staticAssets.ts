import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

/** Vite names every file under /assets/ by its content hash: a new build gets new names. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Encodings of the files the web build writes beside each asset (web/scripts/compress-assets.mjs), best first. */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

/** Picks the best precompressed variant the client accepts (an explicit `;q=0` refuses it). */
export function acceptedEncoding(
  acceptEncoding: string | undefined,
  available: (extension: string) => boolean,
): (typeof ENCODINGS)[number] | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return ENCODINGS.find((encoding) => (accepted.has(encoding.name) || accepted.has('*')) && available(encoding.extension)) ?? null;
}

/**
 * The built web app's files. `/assets/*` (hashed names) are cached for a year and answered from
 * their `.br`/`.gz` twin when the browser accepts it (no compression work per request); other files
 * (favicon, images) are revalidated.
 */
export function staticAssets(webDist: string): RequestHandler[] {
  const root = path.resolve(webDist);
  const precompressed: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith('/assets/')) return next();
    let file: string;
    try {
      file = path.resolve(root, `.${decodeURIComponent(req.path)}`);
    } catch {
      return next(); // a malformed escape: express.static answers it (400)
    }
    if (!file.startsWith(`${root}${path.sep}`) || !isFile(file)) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    const encoding = acceptedEncoding(req.headers['accept-encoding'], (extension) => isFile(`${file}${extension}`));
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Cache-Control', IMMUTABLE_CACHE);
    res.type(path.extname(file));
    res.sendFile(`${file}${encoding.extension}`, { cacheControl: false }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
  const files = express.static(root, {
    index: false,
    fallthrough: true,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', filePath.startsWith(path.join(root, 'assets') + path.sep) ? IMMUTABLE_CACHE : 'no-cache');
    },
  });
  return [precompressed, files];
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}
