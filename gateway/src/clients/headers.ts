import type { IncomingHttpHeaders } from 'node:http';

/** Apollo's client-awareness headers (Apollo Client, Apollo iOS/Kotlin, Rover send them). */
export const CLIENT_NAME_HEADER = 'apollographql-client-name';
export const CLIENT_VERSION_HEADER = 'apollographql-client-version';
/** Requests that name no client. */
export const UNKNOWN_CLIENT = 'unknown';

const clean = (value: string | string[] | undefined, max: number): string | undefined => {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return undefined;
  const printable = text
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, max);
  return printable || undefined;
};

/** The name and version a request says it comes from (bounded, printable ASCII). */
export function announcedClient(headers: IncomingHttpHeaders): { name: string; version: string } {
  return { name: clean(headers[CLIENT_NAME_HEADER], 80) ?? UNKNOWN_CLIENT, version: clean(headers[CLIENT_VERSION_HEADER], 40) ?? '' };
}
