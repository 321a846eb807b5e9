import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyToken } from '../auth/jwt.ts';
import { signInvitationToken, verifyInvitationToken } from './token.ts';

const SECRET = 'unit-test-secret-unit-test-secret';
const NONCE = 'a'.repeat(32);
const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000);

describe('invitation tokens', () => {
  it('round-trip to their nonce', async () => {
    const token = await signInvitationToken(SECRET, NONCE, inAWeek());
    expect(token.split('.')).toHaveLength(3);
    expect(await verifyInvitationToken(SECRET, token)).toEqual({ ok: true, nonce: NONCE });
  });

  it('are refused as expired after their expiry', async () => {
    const token = await signInvitationToken(SECRET, NONCE, new Date(Date.now() - 1000));
    expect(await verifyInvitationToken(SECRET, token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('are refused when signed with another secret or tampered with', async () => {
    const foreign = await signInvitationToken('another-secret-another-secret!!', NONCE, inAWeek());
    expect(await verifyInvitationToken(SECRET, foreign)).toEqual({ ok: false, reason: 'invalid' });
    const token = await signInvitationToken(SECRET, NONCE, inAWeek());
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ aud: 'lendhub:invitation', jti: 'b'.repeat(32), exp: 9999999999 })).toString(
      'base64url',
    );
    expect(await verifyInvitationToken(SECRET, `${header}.${forgedPayload}.${signature}`)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyInvitationToken(SECRET, 'not-a-token')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('are not sign-in tokens, and sign-in tokens are not invitations', async () => {
    const invitation = await signInvitationToken(SECRET, NONCE, inAWeek());
    expect(await verifyToken(invitation, SECRET)).toBeNull();
    const signIn = await new SignJWT({ role: 'Admin', email: 'a@b.co' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti(NONCE)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect(await verifyInvitationToken(SECRET, signIn)).toEqual({ ok: false, reason: 'invalid' });
  });
});
