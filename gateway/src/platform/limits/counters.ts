import {
  ClientRateLimiter,
  DEFAULT_REQUEST_LIMITS,
  rateLimitRedis,
  redisConnected,
  RequestRateLimiter,
  type RequestLimits,
} from '@lendhub/server-kit/rate-limit';
import { DEFAULT_SIGN_IN_LIMITS, SignInThrottle, type SignInLimits } from '@lendhub/server-kit/sign-in-throttle';

/**
 * The gateway's counters: general request limits, registered API clients' limits and failed sign-ins,
 * shared through Redis when it is configured (every gateway process sees the same counts), in memory otherwise.
 */
export async function limitCounters(options: {
  redisUrl?: string | undefined;
  requestLimits?: RequestLimits | undefined;
  signInLimits?: SignInLimits | undefined;
}) {
  const redis = options.redisUrl ? rateLimitRedis(options.redisUrl) : undefined;
  // Sign-in refuses while this Redis is not ready (fails closed): give it a moment to connect before serving.
  if (redis) await redisConnected(redis);
  return {
    redis,
    requests: new RequestRateLimiter('gateway', options.requestLimits ?? DEFAULT_REQUEST_LIMITS, redis),
    clients: new ClientRateLimiter('gateway', redis),
    signIns: new SignInThrottle(options.signInLimits ?? DEFAULT_SIGN_IN_LIMITS, redis, 'gateway-sign-in-fail'),
  };
}
