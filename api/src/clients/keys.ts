import { createHash, randomBytes } from 'node:crypto';

/**
 * Client keys: `lhc_` + 32 random bytes (base64url). The prefix tells them apart from a user's JWT
 * (three dot-separated parts) at a glance and in code, and secret scanners can match it. Only the
 * SHA-256 of a key is stored: a key is shown once, when it is made.
 */
export const CLIENT_KEY_PREFIX = 'lhc_';

export function newClientKey(): string {
  return `${CLIENT_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function clientKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function isClientKeyShaped(key: string): boolean {
  return key.startsWith(CLIENT_KEY_PREFIX) && key.length > CLIENT_KEY_PREFIX.length + 20 && key.length < 200;
}
