import { SignJWT, jwtVerify } from 'jose';

/** What a verified token tells us (architecture.md "JWT"). */
export interface TokenClaims {
  userId: number;
  role: string;
  email: string;
}

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
const ALGORITHM = 'HS256';

export async function signToken(claims: TokenClaims, secret: string): Promise<string> {
  return new SignJWT({ role: claims.role, email: claims.email })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .sign(keyOf(secret));
}

/** Returns the claims of a valid, unexpired HS256 token, or null for anything else. */
export async function verifyToken(token: string, secret: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM] });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    if (typeof payload.role !== 'string' || typeof payload.email !== 'string') return null;
    if (typeof payload.exp !== 'number') return null;
    return { userId, role: payload.role, email: payload.email };
  } catch {
    return null;
  }
}

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}
