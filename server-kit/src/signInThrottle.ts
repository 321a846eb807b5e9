import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Failed sign-ins, counted per account and per client address over a sliding window: an account is
 * refused after `perAccount` failures (whoever guesses), an address after `perAddress` failures (whatever
 * account it guesses). A success clears the account's count. Other accounts are never affected by one
 * account's refusals. Counters live in Redis when one is configured (shared by every API process),
 * in memory otherwise.
 */
export interface SignInLimits {
  perAccount: number;
  perAddress: number;
  windowSeconds: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perAccount: 5, perAddress: 20, windowSeconds: 15 * 60 };

export const SIGN_IN_UNAVAILABLE = 'Sign-in is temporarily unavailable. Please try again shortly.';

const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts.';

/** The refusal's message (API and gateway alike). */
export function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `${TOO_MANY_ATTEMPTS} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** True for the messages of a sign-in throttle refusal (too many failures, or its store unavailable). */
export function isSignInRefusal(message: string): boolean {
  return message.startsWith(TOO_MANY_ATTEMPTS) || message === SIGN_IN_UNAVAILABLE;
}

/** Why a sign-in is not even tried. */
export type SignInRefusal =
  | { kind: 'throttled'; retryAfterSeconds: number }
  /** The shared counters cannot be read: refusing is safer than allowing unlimited guesses. */
  | { kind: 'unavailable' };

export class SignInThrottle {
  private readonly byAccount: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;

  constructor(
    private readonly limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
    redis?: Redis,
    /** Separates the gateway's counters from the API's in a shared Redis. */
    name = 'sign-in-fail',
  ) {
    const limiter = (keyPrefix: string, points: number): RateLimiterAbstract =>
      redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: limits.windowSeconds, rejectIfRedisNotReady: true })
        : new RateLimiterMemory({ keyPrefix, points, duration: limits.windowSeconds });
    this.byAccount = limiter(`${name}:account`, limits.perAccount);
    this.byAddress = limiter(`${name}:address`, limits.perAddress);
  }

  /** Null when a sign-in may be tried now. */
  async refusal(email: string, address: string): Promise<SignInRefusal | null> {
    try {
      const [account, client] = await Promise.all([this.byAccount.get(accountKey(email)), this.byAddress.get(address)]);
      const waits = [
        account && account.consumedPoints >= this.limits.perAccount ? account.msBeforeNext : 0,
        client && client.consumedPoints >= this.limits.perAddress ? client.msBeforeNext : 0,
      ];
      const wait = Math.max(...waits);
      return wait > 0 ? { kind: 'throttled', retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) } : null;
    } catch {
      return { kind: 'unavailable' };
    }
  }

  async recordFailure(email: string, address: string): Promise<void> {
    await Promise.allSettled([this.byAccount.penalty(accountKey(email)), this.byAddress.penalty(address)]);
  }

  async recordSuccess(email: string): Promise<void> {
    await Promise.allSettled([this.byAccount.delete(accountKey(email))]);
  }
}

const accountKey = (email: string): string => email.trim().toLowerCase();
