import { Router, type Response } from 'express';
import { z } from 'zod';
import { sandboxGuard, type RateLimit } from '../guard.ts';
import { addressMatches } from './address.ts';
import { ADDRESSES_WITHOUT_RECORD, propertySandboxData } from './data.ts';
import type { PropertyLookupResponse, WireProperty } from './wire.ts';

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found', 429: 'Too Many Requests' };

/** Property-service errors look like `{ status: { code, text, message } }`. */
export function writePropertyError(res: Response, status: number, message: string): void {
  res.status(status).json({ status: { code: status, text: STATUS_TEXT[status] ?? 'Error', message } });
}

const addressText = z.string().max(200).default('');
const lookupBody = z.object({
  requests: z
    .array(z.object({ street: z.string().trim().min(1).max(200), city: addressText, state: addressText, zipcode: addressText }))
    .min(1)
    .max(100),
});

/**
 * The sandbox property service: `POST /property/lookup/all-attributes` with
 * `{ requests: [{ street, city, state, zipcode }] }`. Matches answer 200 with their records in
 * `results.properties`; an address known to have no record answers 200 with an empty list; when no
 * request matches anything the answer is 404.
 */
export function propertySandboxRouter(options: { apiKey: string; rateLimit: RateLimit }): Router {
  const router = Router();
  router.use(sandboxGuard({ ...options, writeError: writePropertyError }));

  router.post('/property/lookup/all-attributes', (req, res) => {
    const parsed = lookupBody.safeParse(req.body ?? {});
    if (!parsed.success) {
      writePropertyError(res, 400, 'requests must be a list of 1 to 100 addresses, each with a street');
      return;
    }
    const { requests } = parsed.data;
    const found: WireProperty[] = [];
    let knownWithoutRecord = 0;
    for (const request of requests) {
      const property = propertySandboxData().find((candidate) => addressMatches(request, candidate.address));
      if (property) found.push(property);
      else if (ADDRESSES_WITHOUT_RECORD.some((address) => addressMatches(request, address))) knownWithoutRecord += 1;
    }
    if (found.length === 0 && knownWithoutRecord === 0) {
      writePropertyError(res, 404, 'No property matched the requested address');
      return;
    }
    const body: PropertyLookupResponse = {
      status: { code: 200, text: 'OK' },
      results: {
        properties: found,
        meta: { requestCount: requests.length, matchCount: found.length, noMatchCount: requests.length - found.length },
      },
    };
    res.json(body);
  });

  router.use((_req, res) => writePropertyError(res, 404, 'Not found'));
  return router;
}
