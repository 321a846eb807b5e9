import type { Request } from 'express';
import { parseId } from '@lendhub/domain/rest/ids';
import { ApiError } from './envelope.ts';

// The id rules of query strings are the REST contract's (@lendhub/domain/rest/ids): the gateway sends what they accept.
export { idQueryParam, idsQuery, MAX_IDS_PER_BATCH, parseId } from '@lendhub/domain/rest/ids';

/**
 * A path id (`/api/Roles/:id`). Anything but a positive int4 cannot name an existing row, so it
 * answers 404 with `notFoundMessage`, like any unknown id, rather than a validation error.
 */
export function pathId(req: Request, notFoundMessage: string, name = 'id'): number {
  const id = parseId(String(req.params[name] ?? ''));
  if (id === undefined) throw new ApiError(404, notFoundMessage);
  return id;
}
