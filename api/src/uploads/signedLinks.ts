import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadConfig } from '../config.ts';
import type { ApiConfig } from '../deps.ts';
import type { AttachmentDto } from './attachments.ts';
import { storedNameOf } from './store.ts';

/**
 * Private attachments (ticket, vendor-ticket and contact-support files) are served only through a
 * signed, expiring link: `/uploads/<name>?expires=<unix seconds>&signature=<HMAC-SHA256>`. The API
 * issues the link only in answers that already passed the ticket's read check (its owner, an
 * Admin), so whoever holds a valid link was allowed to read the ticket moments ago. A link works in
 * a plain `<a href>` (no Authorization header needed) and stops working after `ttlSeconds`.
 */

/** How long an issued link works, unless ATTACHMENT_LINK_TTL_SECONDS says otherwise (docs/security.md "Security"). */
export const DEFAULT_LINK_TTL_SECONDS = 15 * 60;

export interface LinkSigner {
  /** The signed link for a stored attachment URL (anything else is returned unchanged). */
  sign(url: string, now?: number): string;
  /** Whether `expires`/`signature` are a valid, unexpired signature of stored file `name`. */
  verify(name: string, expires: unknown, signature: unknown, now?: number): boolean;
}

/** A signer keyed by a secret derived from the JWT secret (a link can never pass for a token). */
export function linkSigner(jwtSecret: string, ttlSeconds: number = DEFAULT_LINK_TTL_SECONDS): LinkSigner {
  const key = createHmac('sha256', jwtSecret).update('lendhub:attachment-links:v1').digest();
  const mac = (name: string, expires: number) => createHmac('sha256', key).update(`${name}\n${expires}`).digest('base64url');
  const seconds = (now: number) => Math.floor(now / 1000);
  return {
    sign(url, now = Date.now()) {
      const name = storedNameOf(url);
      if (!name) return url;
      const expires = seconds(now) + ttlSeconds;
      return `${url}?expires=${expires}&signature=${mac(name, expires)}`;
    },
    verify(name, expires, signature, now = Date.now()) {
      if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
      const at = Number(expires);
      if (at < seconds(now)) return false;
      const expected = Buffer.from(mac(name, at));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** This API's signer: its JWT secret and the link life its configuration read once (config.ts). */
export function configuredLinkSigner(config: ApiConfig): LinkSigner {
  return linkSigner(config.jwtSecret, (config.env ?? loadConfig()).attachmentLinkTtlSeconds);
}

/** Replaces each attachment URL of `items` by a signed link (for answers to a reader of the ticket). */
export function withSignedFiles<T extends { files: AttachmentDto[] }>(items: T[], signer: LinkSigner): T[];
export function withSignedFiles<T extends { files: AttachmentDto[] }>(item: T, signer: LinkSigner): T;
export function withSignedFiles<T extends { files: AttachmentDto[] }>(value: T | T[], signer: LinkSigner): T | T[] {
  const signOne = (item: T): T => ({ ...item, files: item.files.map((file) => ({ ...file, url: signer.sign(file.url) })) });
  return Array.isArray(value) ? value.map(signOne) : signOne(value);
}
