import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** What a verified token tells us (architecture.md "JWT"). */
export interface TokenClaims {
  userId: number;
  role: string;
  email: string;
  /** The user's token version when the token was issued (`ver`); a raised version revokes it. */
  version: number;
}

/** A verified token: its claims, its own id (`jti`, what a sign-out revokes) and expiry. */
export interface VerifiedToken extends TokenClaims {
  /** Empty for tokens issued before tokens had ids. */
  tokenId: string;
  expiresAt: Date;
}

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
const ALGORITHM = 'HS256';

export async function signToken(claims: TokenClaims, secret: string): Promise<string> {
  return new SignJWT({ role: claims.role, email: claims.email, ver: claims.version })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .sign(keyOf(secret));
}

/** Returns the claims of a valid, unexpired HS256 token, or null for anything else. */
export async function verifyToken(token: string, secret: string): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM] });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    if (typeof payload.role !== 'string' || typeof payload.email !== 'string') return null;
    if (typeof payload.exp !== 'number') return null;
    // Tokens issued before versions existed count as version 0.
    const version = payload['ver'] ?? 0;
    if (typeof version !== 'number' || !Number.isSafeInteger(version)) return null;
    return {
      userId,
      role: payload.role,
      email: payload.email,
      version,
      tokenId: payload.jti ?? '',
      expiresAt: new Date(payload.exp * 1000),
    };
  } catch {
    return null;
  }
}

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}
