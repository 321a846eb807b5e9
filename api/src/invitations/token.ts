import { errors, jwtVerify, SignJWT } from 'jose';

/** Invitations expire after a week. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Invitation tokens are JWTs for this audience only: never accepted as sign-in tokens, nor the reverse. */
const AUDIENCE = 'lendhub:invitation';
const ALGORITHM = 'HS256';

export type InvitationTokenCheck = { ok: true; nonce: string } | { ok: false; reason: 'invalid' | 'expired' };

/** A signed token naming the invitation row (by its nonce); it carries no `sub`, so it is no sign-in token. */
export async function signInvitationToken(secret: string, nonce: string, expiresAt: Date): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setJti(nonce)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
}

/** Checks signature, audience and expiry. The row (single use, revocation) is checked by the caller. */
export async function verifyInvitationToken(secret: string, token: string): Promise<InvitationTokenCheck> {
  if (!token || token.length > 2000) return { ok: false, reason: 'invalid' };
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: [ALGORITHM], audience: AUDIENCE });
    if (typeof payload.jti !== 'string' || !/^[a-f0-9]{32}$/.test(payload.jti) || payload.sub !== undefined)
      return { ok: false, reason: 'invalid' };
    return { ok: true, nonce: payload.jti };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}
