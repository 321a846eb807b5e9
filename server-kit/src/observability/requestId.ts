import { randomUUID } from 'node:crypto';

/** An id a caller may choose (the gateway's, passed on as X-Request-Id): short, and safe to log as it is. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request's id: the caller's X-Request-Id when it is a plausible one, else a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && ACCEPTED_REQUEST_ID.test(given) ? given : randomUUID();
}
