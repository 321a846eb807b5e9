import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * General request rate limits, per bearer token and per client address, shared by the gateway
 * (`/graphql`) and the API (direct clients). Counters live in memory, or in Redis when `REDIS_URL`
 * is set (shared by every process); if Redis stops answering, each process falls back to its own
 * in-memory counters (a general limit should not take the portal down with Redis — sign-in
 * throttling, which guards passwords, fails closed instead).
 */
export interface RequestLimits {
  /** Requests per window for one bearer token. */
  perToken: number;
  /** Requests per window from one client address (with or without a token). */
  perAddress: number;
  windowSeconds: number;
}

/** Far above what the web app or the end-to-end suite sends (docs/performance.md "Limits"). */
export const DEFAULT_REQUEST_LIMITS: RequestLimits = { perToken: 600, perAddress: 1200, windowSeconds: 60 };

/** A refused request: which limit, and how long until it lets the next one through. */
export interface RateLimitRefusal {
  scope: 'token' | 'address';
  retryAfterSeconds: number;
}

export class RequestRateLimiter {
  private readonly byToken: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;

  /** `name` separates the counters of the gateway and the API in a shared Redis. */
  constructor(name: string, limits: RequestLimits = DEFAULT_REQUEST_LIMITS, redis?: Redis) {
    const limiter = (scope: string, points: number): RateLimiterAbstract => {
      const keyPrefix = `rate:${name}:${scope}`;
      const memory = new RateLimiterMemory({ keyPrefix, points, duration: limits.windowSeconds });
      return redis
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix,
            points,
            duration: limits.windowSeconds,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
    };
    this.byToken = limiter('token', limits.perToken);
    this.byAddress = limiter('address', limits.perAddress);
  }

  /** Counts one request; null when it may go on, else the refusal. */
  async consume(request: { token: string | null | undefined; address: string | undefined }): Promise<RateLimitRefusal | null> {
    const checks: Array<Promise<RateLimitRefusal | null>> = [take(this.byAddress, request.address ?? 'unknown', 'address')];
    if (request.token) checks.push(take(this.byToken, tokenKey(request.token), 'token'));
    const refusals = (await Promise.all(checks)).filter((refusal): refusal is RateLimitRefusal => refusal !== null);
    return refusals.sort((a, b) => b.retryAfterSeconds - a.retryAfterSeconds)[0] ?? null;
  }
}

async function take(limiter: RateLimiterAbstract, key: string, scope: RateLimitRefusal['scope']): Promise<RateLimitRefusal | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { scope, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    return null; // the store failed and had no insurance: let the request through
  }
}

/** Tokens are never kept, even as keys: a hash identifies one. */
function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url').slice(0, 32);
}

/** The message both the gateway and the API answer with. */
export function rateLimitMessage(retryAfterSeconds: number): string {
  return `Too many requests. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`;
}

/**
 * The key the gateway sends the API (`X-Gateway-Key`, derived from the JWT secret both hold): the API
 * does not count the gateway's calls again (one GraphQL request may make several API calls, and the
 * gateway has counted the request already).
 */
export function gatewayCallKey(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('lendhub:gateway-calls:v1').digest('base64url');
}

export function isGatewayCall(header: string | string[] | undefined, jwtSecret: string): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(gatewayCallKey(jwtSecret));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** How long a server waits at start for its Redis to connect before it serves without it (fails closed where it must). */
export const REDIS_CONNECT_WAIT_MS = 3_000;

/**
 * Resolves once the client is connected, or after REDIS_CONNECT_WAIT_MS. Sign-in refuses while its counters'
 * Redis is not ready (fails closed), so a server that listened before its Redis connected refused the first
 * sign-ins after every start.
 */
export async function redisConnected(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return;
  const timer = new AbortController();
  await Promise.race([once(redis, 'ready'), delay(REDIS_CONNECT_WAIT_MS, undefined, { signal: timer.signal })]).catch(() => undefined);
  timer.abort();
}

/** A Redis client for shared counters: reconnects by itself, never queues commands while it is down. */
export function rateLimitRedis(url: string): Redis {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => undefined);
  return redis;
}

/** Which of a registered API client's limits refused a request (docs/api-clients.md "API clients for internal tools"). */
export type ClientLimitName = 'requests per minute' | 'cost per minute';

export interface ClientLimitRefusal {
  limit: ClientLimitName;
  allowed: number;
  retryAfterSeconds: number;
}

/**
 * Per-client limits of registered API clients, on the same counters as the per-token limits: in
 * memory, or in Redis when set (every gateway counts together), falling back to memory if Redis stops
 * answering. Each client has its own allowance, so a limiter is kept per allowance (few distinct values).
 */
export class ClientRateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    private readonly name: string,
    private readonly redis?: Redis,
    private readonly windowSeconds = 60,
  ) {}

  private limiter(kind: string, points: number): RateLimiterAbstract {
    const keyPrefix = `rate:${this.name}:client-${kind}:${points}`;
    let limiter = this.limiters.get(keyPrefix);
    if (!limiter) {
      const memory = new RateLimiterMemory({ keyPrefix, points, duration: this.windowSeconds });
      limiter = this.redis
        ? new RateLimiterRedis({
            storeClient: this.redis,
            keyPrefix,
            points,
            duration: this.windowSeconds,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
      this.limiters.set(keyPrefix, limiter);
    }
    return limiter;
  }

  /** One request of client `clientId`, allowed `perMinute`; null when it may go on. */
  consumeRequest(clientId: number, perMinute: number): Promise<ClientLimitRefusal | null> {
    return this.take('requests', 'requests per minute', clientId, perMinute, 1);
  }

  /** An operation's cost against the client's cost per minute; null when it may go on. */
  consumeCost(clientId: number, perMinute: number, cost: number): Promise<ClientLimitRefusal | null> {
    if (cost <= 0) return Promise.resolve(null);
    return this.take('cost', 'cost per minute', clientId, perMinute, cost);
  }

  private async take(
    kind: string,
    limit: ClientLimitName,
    clientId: number,
    allowed: number,
    points: number,
  ): Promise<ClientLimitRefusal | null> {
    try {
      await this.limiter(kind, allowed).consume(String(clientId), points);
      return null;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes)
        return { limit, allowed, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      return null;
    }
  }
}
