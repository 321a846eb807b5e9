import { createHash } from 'node:crypto';
import { gatewayCallKey } from '@lendhub/api/rate-limit';
import { createBroadcast } from '@lendhub/api/redis-broadcast';
import { LRUCache } from 'lru-cache';
import { roleFromName } from './roles.ts';
import { createTokenVerifier, type TokenVerifier, type Viewer } from './jwt.ts';

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

interface SessionAnswer {
  userId: number;
  role: string;
  email: string;
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
  /** Drops what this gateway, and with Redis every gateway, remembers about a token the API just revoked (sign-out, password change). */
  forget(token: string): void;
  close(): void;
}

/** Tokens are never kept or sent around, even as keys: a hash stands for one. */
const tokenKey = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createSessionVerifier(options: SessionVerifierOptions): SessionVerifier {
  const verifySignature = createTokenVerifier(options.jwtSecret);
  const sessionUrl = `${options.apiUrl.replace(/\/$/, '')}/api/Authentication/session`;
  const gatewayKey = gatewayCallKey(options.jwtSecret);
  const answers = new LRUCache<string, { viewer: Viewer | null }>({ max: 10_000, ttl: options.ttlMs ?? SESSION_CHECK_TTL_MS });
  const broadcast = options.redisUrl ? createBroadcast(options.redisUrl, 'gateway-sessions', (key) => answers.delete(key)) : undefined;

  async function askApi(token: string, signed: Viewer): Promise<Viewer | null> {
    try {
      const response = await fetch(sessionUrl, { headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'x-gateway-key': gatewayKey }, signal: AbortSignal.timeout(5_000) });
      if (response.status === 401) return null;
      if (!response.ok) return signed;
      const { data } = (await response.json()) as { data: SessionAnswer };
      return { userId: data.userId, role: roleFromName(data.role), roleName: data.role, email: data.email };
    } catch {
      return signed;
    }
  }

  return {
    async verify(token) {
      const signed = await verifySignature(token);
      if (!signed) return null;
      const key = tokenKey(token);
      const cached = answers.get(key);
      if (cached) return cached.viewer;
      const viewer = await askApi(token, signed);
      answers.set(key, { viewer });
      return viewer;
    },
    forget(token) {
      const key = tokenKey(token);
      answers.delete(key);
      broadcast?.announce(key);
    },
    close: () => broadcast?.close(),
  };
}
