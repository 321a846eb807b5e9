import { RequestRateLimiter } from '@lendhub/server-kit/rate-limit';
import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../auth/jwt.ts';
import { tokenKey, type SessionRevocation } from '../auth/sessions.ts';
import { SocketGuard } from './socketGuard.ts';

/** A socket that records how it was closed. */
function fakeSocket() {
  const socket = {
    OPEN: 1,
    readyState: 1,
    closedWith: null as null | [number, string],
    close(code: number, reason: string) {
      socket.closedWith ??= [code, reason];
      socket.readyState = 3;
    },
  };
  return socket;
}
const asWs = (socket: ReturnType<typeof fakeSocket>) => socket as unknown as WebSocket;

const VIEWER: Viewer = { userId: 7, role: 'LOAN_OFFICER', roleName: 'Loan Officer', email: 'officer@lendhub.demo' };

function guardWith(current: Set<string>, limits = { subscriptionsPerSocket: 2, socketsPerToken: 1 }) {
  const listeners: Array<(revocation: SessionRevocation) => void> = [];
  const sessions = {
    verify: async (token: string) => (current.has(token) ? VIEWER : null),
    verifyNow: async (token: string) => (current.has(token) ? VIEWER : null),
    onRevoked: (listener: (revocation: SessionRevocation) => void) => void listeners.push(listener),
  };
  const refusals: string[] = [];
  const guard = new SocketGuard({
    limiter: new RequestRateLimiter('test', { perToken: 100, perAddress: 100, windowSeconds: 60 }),
    sessions,
    limits,
    onRefused: ({ scope }) => refusals.push(scope),
  });
  return { guard, refusals, revoke: (revocation: SessionRevocation) => listeners.forEach((listener) => listener(revocation)) };
}

describe('SocketGuard', () => {
  it('keeps nothing of a socket that closed while its token was checked (it would hold a place of its token for ever)', () => {
    const { guard } = guardWith(new Set(['t']));
    const closing = fakeSocket();
    closing.readyState = 3;
    expect(guard.register(asWs(closing), 't', 7)).toBe(false);
    expect(guard.register(asWs(fakeSocket()), 't', 7)).toBe(true);
  });

  it("frees a token's place when its socket goes", () => {
    const { guard, refusals } = guardWith(new Set(['t']));
    const [first, second, third] = [fakeSocket(), fakeSocket(), fakeSocket()];
    expect(guard.register(asWs(first), 't', 7)).toBe(true);
    expect(guard.register(asWs(second), 't', 7)).toBe(false);
    expect(second.closedWith).toEqual([4429, 'Too many open connections for this session (at most 1)']);
    expect(refusals).toEqual(['sockets_per_token']);
    guard.forget(asWs(first));
    expect(guard.register(asWs(third), 't', 7)).toBe(true);
  });

  it('refuses a subscription beyond the cap without closing, and one of a token the API no longer accepts with 4401', async () => {
    const current = new Set(['t']);
    const { guard } = guardWith(current);
    const socket = fakeSocket();
    guard.register(asWs(socket), 't', 7);
    expect(await guard.admitSubscription(asWs(socket), 't', '10.0.0.1', 2)).toBeNull();
    expect((await guard.admitSubscription(asWs(socket), 't', '10.0.0.1', 3))?.map((error) => error.extensions['code'])).toEqual([
      'TOO_MANY_REQUESTS',
    ]);
    expect(socket.closedWith).toBeNull();
    current.delete('t');
    expect((await guard.admitSubscription(asWs(socket), 't', '10.0.0.1', 1))?.map((error) => error.extensions['code'])).toEqual([
      'UNAUTHENTICATED',
    ]);
    expect(socket.closedWith).toEqual([4401, 'Session ended: sign in again']);
  });

  it("on a revoked token closes its sockets; on a user's password change closes only the sockets whose token the API now refuses", async () => {
    const current = new Set(['old', 'fresh', 'other-user']);
    const { guard, revoke } = guardWith(current, { subscriptionsPerSocket: 2, socketsPerToken: 5 });
    const [old, fresh, otherUser, signedOut] = [fakeSocket(), fakeSocket(), fakeSocket(), fakeSocket()];
    guard.register(asWs(old), 'old', 7);
    guard.register(asWs(fresh), 'fresh', 7);
    guard.register(asWs(otherUser), 'other-user', 8);
    guard.register(asWs(signedOut), 'gone', 9);

    revoke({ tokenKey: tokenKey('gone') });
    expect(signedOut.closedWith?.[0]).toBe(4401);

    current.delete('old');
    revoke({ userId: 7 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([old, fresh, otherUser].map((socket) => socket.closedWith?.[0] ?? null)).toEqual([4401, null, null]);
  });
});
