import { SIGN_IN_UNAVAILABLE, tooManyAttempts, type SignInThrottle } from '@lendhub/server-kit/sign-in-throttle';
import { errorCodeOf, ErrorCode, serviceUnavailable, tooManyRequests } from '../errors/errors.ts';

/** The gateway's own count of failed sign-ins (docs/product.md "Sign-in and sessions"), per request. */
export interface GatewaySignIn {
  throttle: SignInThrottle;
  /** The browser's address. */
  address: string;
  /** Logs and counts a refusal or a failure (no e-mail, no password). */
  onEvent(event: 'sign_in_throttled' | 'sign_in_failed'): void;
}

/**
 * Runs a sign-in under the gateway's throttle: refused with TOO_MANY_REQUESTS (and `retryAfterSeconds`)
 * before the API is even asked once the account or the address has failed too often; a wrong password
 * (UNAUTHENTICATED) counts a failure, a success clears the account's count. The API keeps its own count
 * too, so a client that reaches the API directly is throttled all the same.
 */
export async function throttledSignIn<T>(signIn: GatewaySignIn | undefined, email: string, attempt: () => Promise<T>): Promise<T> {
  if (!signIn) return attempt();
  const refusal = await signIn.throttle.refusal(email, signIn.address);
  if (refusal) {
    signIn.onEvent('sign_in_throttled');
    if (refusal.kind === 'unavailable') throw serviceUnavailable(SIGN_IN_UNAVAILABLE);
    throw tooManyRequests(tooManyAttempts(refusal.retryAfterSeconds), refusal.retryAfterSeconds);
  }
  try {
    const result = await attempt();
    await signIn.throttle.recordSuccess(email);
    return result;
  } catch (error) {
    if (errorCodeOf(error) === ErrorCode.UNAUTHENTICATED) {
      await signIn.throttle.recordFailure(email, signIn.address);
      signIn.onEvent('sign_in_failed');
    }
    throw error;
  }
}
