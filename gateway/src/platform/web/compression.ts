import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Responses smaller than this go as they are: compressing them saves less than it costs. */
const THRESHOLD_BYTES = 1024;

/**
 * gzip/brotli for the dynamic text answers (`/graphql`, JSON errors, index.html) when the client
 * accepts it. Server-sent events stay uncompressed (compression would hold each event back in its
 * buffer), and a response that is already encoded (a precompressed asset) is left alone.
 */
export function dynamicCompression(): RequestHandler {
  return compression({
    threshold: THRESHOLD_BYTES,
    filter: (req: Request, res: Response) => {
      if (req.path === '/graphql/stream') return false;
      const type = String(res.getHeader('Content-Type') ?? '');
      if (type.startsWith('text/event-stream')) return false;
      return compression.filter(req, res);
    },
  });
}
