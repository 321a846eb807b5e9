import type { Request } from 'express';
import { ApiError } from './envelope.ts';

/**
 * A positive whole-number route parameter (e.g. `/api/Roles/:id`). Anything else cannot name an
 * existing row, so it answers 404 with `notFoundMessage` rather than a validation error.
 */
export function idParam(req: Request, name: string, notFoundMessage: string): number {
  const raw = req.params[name];
  const id = typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new ApiError(404, notFoundMessage);
  return id;
}
