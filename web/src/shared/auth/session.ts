// Token checks of spec §4 "Authenticated": three parts and an expiry more than 30 s ahead.
export const EXPIRY_MARGIN_MS = 30_000;

export interface TokenClaims {
  sub?: string;
  role?: string;
  email?: string;
  exp?: number;
  iat?: number;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the payload of a three-part token without verifying it (the server verifies). */
export function decodeTokenClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(parts[1]));
    return claims && typeof claims === 'object' ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** True when the token has three parts and its `exp` is more than 30 s after `now` (ms). */
export function isAuthenticated(token: string | null | undefined, now: number = Date.now()): boolean {
  const claims = decodeTokenClaims(token);
  if (!claims || typeof claims.exp !== 'number') return false;
  return claims.exp * 1000 - now > EXPIRY_MARGIN_MS;
}
