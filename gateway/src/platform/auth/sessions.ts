import { createHash } from 'node:crypto';
import { authRoutes, type SessionDto } from '@lendhub/domain/rest/auth';
import type { PublicProfileDto } from '@lendhub/domain/rest/users';
import { gatewayCallKey } from '@lendhub/server-kit/rate-limit';
import { createBroadcast } from '@lendhub/server-kit/redis-broadcast';
import { LRUCache } from 'lru-cache';
import { roleFromName } from './roles.ts';
import { createSignedTokenReader, type TokenVerifier, type Viewer } from './jwt.ts';

/** How long the API's answer about a token is reused: a revoked token works at most this long here. */
export const SESSION_CHECK_TTL_MS = 10_000;

export interface SessionVerifierOptions {
  jwtSecret: string;
  /** The LendHub API, which knows whether a token was revoked (password change, sign-out, deletion). */
  apiUrl: string;
  ttlMs?: number;
  /** With Redis, a token forgotten here is forgotten by every gateway (a sign-out through another one). */
  redisUrl?: string | undefined;
}

/**
 * A token is trusted when its signature and expiry check out here (garbage never reaches the API)
 * and the API says it is still current — asked once per token per TTL, so revocation reaches the
 * gateway within seconds. The role and email come from that answer, so a changed role applies too.
 * When the API cannot be asked (down, timing out), the signature alone decides: every API call
 * checks the token again anyway, and an outage must not sign everyone out.
 */
export interface SessionVerifier {
  verify: TokenVerifier;
  /** Asks the API now, whatever this gateway remembers (an open socket's token after its user's password changed). */
  verifyNow: TokenVerifier;
  /** Drops what this gateway, and with Redis every gateway, remembers about a token the API just revoked (sign-out, password change). */
  forget(token: string): void;
  /** Every earlier token of this user may be revoked (a password change): every gateway checks its open sockets of the user again. */
  forgetUser(userId: number): void;
  /**
   * The user's own profile as the API's last answer about one of their tokens gave it (as old as that answer, at
   * most the TTL): the `viewer` field reads it instead of calling the API. Undefined when not known here.
   */
  profileOf(userId: number): PublicProfileDto | undefined;
  /** The user's profile changed (a save through a gateway): this gateway, and with Redis every gateway, forgets it. */
  forgetProfile(userId: number): void;
  /** Hears every revocation, this gateway's and (with Redis) the others'. */
  onRevoked(listener: (revocation: SessionRevocation) => void): void;
  close(): void;
}

/** A token (by its key) the API revoked, or a user whose earlier tokens it may have revoked. */
export type SessionRevocation = { tokenKey: string } | { userId: number };

/** Tokens are never kept or sent around, even as keys: a hash stands for one. */
export const tokenKey = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Announcements are a token key, `user:<id>` or `profile:<id>` (a token key never contains ':'). */
const USER_PREFIX = 'user:';
const PROFILE_PREFIX = 'profile:';

export function createSessionVerifier(options: SessionVerifierOptions): SessionVerifier {
  const readSigned = createSignedTokenReader(options.jwtSecret);
  const sessionUrl = `${options.apiUrl.replace(/\/$/, '')}${authRoutes.session.path}`;
  const gatewayKey = gatewayCallKey(options.jwtSecret);
  const ttl = options.ttlMs ?? SESSION_CHECK_TTL_MS;
  // By the token's hash: the API's answer, and until when the token itself is valid (its signature was checked once).
  const answers = new LRUCache<string, { viewer: Viewer | null; expiresAt: number }>({ max: 10_000, ttl });
  // By user, not by token: one save forgets it for every token of theirs.
  const profiles = new LRUCache<number, PublicProfileDto>({ max: 10_000, ttl });
  const listeners: Array<(revocation: SessionRevocation) => void> = [];
  const revoked = (revocation: SessionRevocation) => {
    if ('tokenKey' in revocation) answers.delete(revocation.tokenKey);
    else profiles.delete(revocation.userId);
    for (const listener of listeners) listener(revocation);
  };
  const heard = (message: string) => {
    if (message.startsWith(PROFILE_PREFIX)) return void profiles.delete(Number(message.slice(PROFILE_PREFIX.length)));
    const userId = message.startsWith(USER_PREFIX) ? Number(message.slice(USER_PREFIX.length)) : null;
    if (userId === null) revoked({ tokenKey: message });
    else if (Number.isInteger(userId)) revoked({ userId });
  };
  const broadcast = options.redisUrl ? createBroadcast(options.redisUrl, 'gateway-sessions', heard) : undefined;

  async function askApi(token: string, signed: Viewer): Promise<Viewer | null> {
    try {
      const response = await fetch(sessionUrl, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'x-gateway-key': gatewayKey },
        signal: AbortSignal.timeout(5_000),
      });
      if (response.status === 401) return null;
      if (!response.ok) return signed;
      const { data } = (await response.json()) as { data: SessionDto };
      // An API from before the session answered the profile sends none: the viewer is then read as any user.
      if (data.profile?.userId === data.userId) profiles.set(data.userId, data.profile);
      return { userId: data.userId, role: roleFromName(data.role), roleName: data.role, email: data.email };
    } catch {
      return signed;
    }
  }

  async function check(token: string, useCache: boolean): Promise<Viewer | null> {
    const key = tokenKey(token);
    // A remembered answer is for exactly this token (same hash): its signature was checked when it was asked
    // about, and checking it again on every request (WebCrypto's HMAC) was a tenth of a feed page's CPU here.
    const cached = useCache ? answers.get(key) : undefined;
    if (cached) return Date.now() < cached.expiresAt ? cached.viewer : null;
    const signed = await readSigned(token);
    if (!signed) return null;
    const viewer = await askApi(token, signed.viewer);
    answers.set(key, { viewer, expiresAt: signed.expiresAt });
    return viewer;
  }

  return {
    verify: (token) => check(token, true),
    verifyNow: (token) => check(token, false),
    forget(token) {
      const key = tokenKey(token);
      revoked({ tokenKey: key });
      broadcast?.announce(key);
    },
    forgetUser(userId) {
      revoked({ userId });
      broadcast?.announce(`${USER_PREFIX}${userId}`);
    },
    profileOf: (userId) => profiles.get(userId),
    forgetProfile(userId) {
      profiles.delete(userId);
      broadcast?.announce(`${PROFILE_PREFIX}${userId}`);
    },
    onRevoked: (listener) => void listeners.push(listener),
    close: () => broadcast?.close(),
  };
}
