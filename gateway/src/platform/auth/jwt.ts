import { errors as joseErrors, jwtVerify } from 'jose';
import { roleFromName, type Role } from './roles.ts';

export interface Viewer {
  userId: number;
  /** null for a custom role: signed in, but none of the three portal roles. */
  role: Role | null;
  roleName: string;
  email: string;
}

/** Reads the token from an `Authorization: Bearer <jwt>` header; anything else is no token. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export type TokenVerifier = (token: string) => Promise<Viewer | null>;

/** A token whose signature checked out: its claims, and when it expires (epoch milliseconds). */
export interface SignedToken {
  viewer: Viewer;
  expiresAt: number;
}

/**
 * Verifies signature (HS256 only) and expiry before any claim is trusted. Answers null for any
 * invalid, expired or malformed token: the caller is then simply not signed in.
 */
export function createSignedTokenReader(jwtSecret: string): (token: string) => Promise<SignedToken | null> {
  if (!jwtSecret) throw new Error('jwtSecret is required');
  const key = new TextEncoder().encode(jwtSecret);
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] });
      const userId = Number(payload.sub);
      const roleName = typeof payload['role'] === 'string' ? payload['role'] : '';
      const email = typeof payload['email'] === 'string' ? payload['email'] : '';
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      return { viewer: { userId, role: roleFromName(roleName), roleName, email }, expiresAt: payload.exp! * 1000 };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  };
}

/** The verified claims of a token, or null: see createSignedTokenReader. */
export function createTokenVerifier(jwtSecret: string): TokenVerifier {
  const read = createSignedTokenReader(jwtSecret);
  return async (token) => (await read(token))?.viewer ?? null;
}
