import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { Request, RequestHandler } from 'express';

/** Request headers worth passing to the API for an image, and response headers worth passing back. */
const UPLOAD_REQUEST_HEADERS = ['range', 'if-none-match', 'if-modified-since'];
const UPLOAD_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'cache-control',
  'etag',
  'last-modified',
  'content-disposition',
  'content-security-policy',
  'x-content-type-options',
  'cross-origin-resource-policy',
];

/**
 * A path that stays inside /uploads/ once decoded: no `.` or `..` segment, no encoded slash or
 * backslash, no second round of percent-encoding. `/uploads/../api/…` and `/uploads/%2e%2e/…` are not.
 */
export function isContainedUploadPath(rawPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  if (!decoded.startsWith('/uploads/') || /[\\%\0]/.test(decoded)) return false;
  const segments = decoded.slice('/uploads/'.length).split('/');
  return (
    segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..') &&
    /^\/uploads\/[^?#]*$/.test(rawPath) &&
    !/%2f|%5c/i.test(rawPath)
  );
}

/**
 * The query of a private attachment's signed link (`expires`, `signature`, issued by the API), rebuilt
 * from those two parameters only; '' when absent.
 */
function signedLinkQuery(query: Request['query']): string {
  const { expires, signature } = query;
  if (typeof expires !== 'string' || typeof signature !== 'string') return '';
  return `?${new URLSearchParams({ expires, signature }).toString()}`;
}

/** `/uploads/*` is served by the API; proxying it keeps images same-origin for the browser. */
export function uploadsProxy(apiUrl: string, onEscape: (req: Request) => void): RequestHandler {
  const base = apiUrl.replace(/\/$/, '');
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const rawPath = req.originalUrl.split('?')[0] ?? '';
    if (!isContainedUploadPath(rawPath)) {
      onEscape(req);
      return void res.status(400).type('text/plain').send('Invalid upload path');
    }
    const headers: Record<string, string> = {};
    for (const name of UPLOAD_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      const upstream = await fetch(`${base}${rawPath}${signedLinkQuery(req.query)}`, {
        method: req.method,
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      res.status(upstream.status);
      for (const name of UPLOAD_RESPONSE_HEADERS) {
        const value = upstream.headers.get(name);
        if (value !== null) res.setHeader(name, value);
      }
      if (!upstream.body || req.method === 'HEAD') return void res.end();
      Readable.fromWeb(upstream.body as ReadableStream)
        .on('error', () => res.destroy())
        .pipe(res);
    } catch {
      if (!res.headersSent) res.status(502).type('text/plain').send('Upload storage is unavailable');
      else res.destroy();
    }
  };
}
