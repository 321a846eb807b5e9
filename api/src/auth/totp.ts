import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30-second steps, what every authenticator
 * app reads from an otpauth:// URI) and the one-time recovery codes that stand in for a lost phone.
 */
const ISSUER = 'LendHub';
const PERIOD = 30;
/** One step either side: a code typed as it rolls over, or a clock a little off, still works. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

/** A new 160-bit secret, base32 (as the app shows it for typing in by hand). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, account = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label: account, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** What the QR code carries: otpauth://totp/LendHub:<email>?secret=…&issuer=LendHub… */
export function totpUri(secret: string, account: string): string {
  return totp(secret, account).toString();
}

/** The code an authenticator shows at `timestamp` (tests and the e2e journey compute codes with it). */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return totp(secret).generate({ timestamp });
}

/** A 6-digit code, spaces allowed ("123 456" as apps show it). */
export function looksLikeTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s+/g, ''));
}

/**
 * The time step of a valid code, or null. A code of a step at or before `lastStep` was used already
 * (or an older one after it) and is refused: each code signs in once.
 */
export function acceptedTotpStep(secret: string, code: string, lastStep: number | null, timestamp = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp, window: WINDOW });
  if (delta === null) return null;
  const step = Math.floor(timestamp / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** Ten codes like "k7q2m-x9fhd" (lower-case letters and digits without look-alikes), shown once. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Stored form of a recovery code: typed case and dashes/spaces do not matter. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}

function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}
