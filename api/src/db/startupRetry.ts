import { setTimeout as delay } from 'node:timers/promises';
import { describeDatabaseError, isDatabaseUnavailable } from './availability.ts';

/** Back-off between start-up attempts: 0.5 s, doubling, at most 10 s. */
const FIRST_WAIT_MS = 500;
const LONGEST_WAIT_MS = 10_000;

/**
 * Runs `attempt` until it succeeds; while it fails because the database cannot be reached, waits
 * with back-off and logs each retry, for at most `waitMs`. Any other error (a failed migration, a
 * wrong password) is thrown at once: waiting would not fix it.
 */
export async function retryWhileUnreachable<T>(
  attempt: () => Promise<T>,
  waitMs: number,
  log: (line: string) => void = (line) => console.warn(line),
): Promise<T> {
  const giveUpAt = Date.now() + waitMs;
  for (let tries = 1, wait = FIRST_WAIT_MS; ; tries += 1, wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + wait > giveUpAt) throw error;
      log(
        `[api] the database cannot be reached (${describeDatabaseError(error)}); attempt ${tries} failed, retrying in ${(wait / 1000).toFixed(1)} s`,
      );
      await delay(wait);
    }
  }
}
