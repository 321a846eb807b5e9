import { rateLimitMessage, type RateLimitRefusal, type RequestRateLimiter } from '@lendhub/server-kit/rate-limit';
import type { GraphQLError } from 'graphql';
import type { WebSocket } from 'ws';
import { tokenKey, type SessionRevocation, type SessionVerifier } from '../auth/sessions.ts';
import { tooManyRequests, unauthenticated } from '../errors/errors.ts';

/**
 * Close codes of the live socket (docs/performance.md "Limits"). graphql-ws clients do not reconnect after 4401
 * or 4429; they do after 1012 (another gateway answers).
 */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_TOO_MANY_REQUESTS = 4429;
export const CLOSE_SERVICE_RESTART = 1012;

export interface LiveLimits {
  /** Subscriptions open at once on one socket; one more is refused (the socket stays). */
  subscriptionsPerSocket: number;
  /** Sockets open at once with one token on one gateway; one more is closed with 4429. */
  socketsPerToken: number;
}

/** The web app opens one socket per tab and a few subscriptions per screen: far below these. */
export const DEFAULT_LIVE_LIMITS: LiveLimits = { subscriptionsPerSocket: 50, socketsPerToken: 10 };

export const SESSION_ENDED = 'Session ended: sign in again';

export interface SocketGuardOptions {
  /** The same counters as HTTP `/graphql` (per token and per address; shared through Redis when set). */
  limiter: RequestRateLimiter;
  sessions: Pick<SessionVerifier, 'verify' | 'verifyNow' | 'onRevoked'>;
  limits?: Partial<LiveLimits>;
  /** A refusal, for the metrics and the log. */
  onRefused(refusal: {
    scope: RateLimitRefusal['scope'] | 'sockets_per_token' | 'subscriptions_per_socket';
    address: string | undefined;
  }): void;
}

interface OpenSocket {
  socket: WebSocket;
  token: string;
  tokenKey: string;
  userId: number;
}

/**
 * What keeps one client from flooding the live socket, and ends the sockets of revoked sessions:
 * every connect and every `subscribe` counts as one request against the HTTP limits (a refusal
 * closes the socket with 4429); a token has at most `socketsPerToken` sockets here and a socket at
 * most `subscriptionsPerSocket` subscriptions; a sign-out or password change heard from any gateway
 * closes the session's sockets with 4401, and each subscribe checks the token again (the session
 * check is cached for seconds), so a revoked token opens nothing new.
 */
export class SocketGuard {
  private readonly limits: LiveLimits;
  private readonly open = new Map<WebSocket, OpenSocket>();
  private readonly socketsOfToken = new Map<string, number>();

  constructor(private readonly options: SocketGuardOptions) {
    this.limits = { ...DEFAULT_LIVE_LIMITS, ...options.limits };
    options.sessions.onRevoked((revocation) => void this.revoked(revocation));
  }

  /** Counts a connection attempt like a request (before its token is checked): false when refused, the socket then closing. */
  async admitConnection(socket: WebSocket, token: string, address: string | undefined): Promise<boolean> {
    return this.counted(socket, token, address);
  }

  /** Keeps a signed-in socket; false, and the socket closing with 4429, when its token already has the most sockets allowed. */
  register(socket: WebSocket, token: string, userId: number): boolean {
    // Closed while its token was being checked: its close has been handled already, keep nothing.
    if (socket.readyState !== socket.OPEN) return false;
    const key = tokenKey(token);
    const sameToken = this.socketsOfToken.get(key) ?? 0;
    if (sameToken >= this.limits.socketsPerToken) {
      this.options.onRefused({ scope: 'sockets_per_token', address: undefined });
      socket.close(CLOSE_TOO_MANY_REQUESTS, `Too many open connections for this session (at most ${this.limits.socketsPerToken})`);
      return false;
    }
    this.open.set(socket, { socket, token, tokenKey: key, userId });
    this.socketsOfToken.set(key, sameToken + 1);
    return true;
  }

  /** The socket closed (or is closing): it no longer counts. */
  forget(socket: WebSocket): void {
    const entry = this.open.get(socket);
    if (!entry) return;
    this.open.delete(socket);
    const left = (this.socketsOfToken.get(entry.tokenKey) ?? 1) - 1;
    if (left > 0) this.socketsOfToken.set(entry.tokenKey, left);
    else this.socketsOfToken.delete(entry.tokenKey);
  }

  /**
   * Before a subscription starts: null when it may, else the errors to answer. `active` counts the
   * socket's subscriptions including this one. A rate refusal closes the socket (4429), a token the
   * API no longer accepts closes it with 4401.
   */
  async admitSubscription(socket: WebSocket, token: string, address: string | undefined, active: number): Promise<GraphQLError[] | null> {
    if (!(await this.counted(socket, token, address))) return [tooManyRequests('Too many requests. The connection is closed.')];
    if (!(await this.options.sessions.verify(token))) {
      this.end(socket);
      return [unauthenticated(SESSION_ENDED)];
    }
    if (active > this.limits.subscriptionsPerSocket) {
      this.options.onRefused({ scope: 'subscriptions_per_socket', address });
      return [
        tooManyRequests(`Too many live subscriptions on one connection (at most ${this.limits.subscriptionsPerSocket}): end one first`),
      ];
    }
    return null;
  }

  private async counted(socket: WebSocket, token: string, address: string | undefined): Promise<boolean> {
    const refusal = await this.options.limiter.consume({ token: token || null, address });
    if (!refusal) return true;
    this.options.onRefused({ scope: refusal.scope, address });
    socket.close(CLOSE_TOO_MANY_REQUESTS, rateLimitMessage(refusal.retryAfterSeconds));
    return false;
  }

  private end(socket: WebSocket): void {
    this.forget(socket);
    socket.close(CLOSE_UNAUTHORIZED, SESSION_ENDED);
  }

  private async revoked(revocation: SessionRevocation): Promise<void> {
    const entries = [...this.open.values()];
    if ('tokenKey' in revocation) {
      for (const entry of entries) if (entry.tokenKey === revocation.tokenKey) this.end(entry.socket);
      return;
    }
    // A password change revoked the user's earlier tokens, not the fresh one: ask the API about each.
    const tokens = new Set(entries.filter((entry) => entry.userId === revocation.userId).map((entry) => entry.token));
    for (const token of tokens) {
      if (await this.options.sessions.verifyNow(token)) continue;
      for (const entry of entries) if (entry.token === token) this.end(entry.socket);
    }
  }
}
