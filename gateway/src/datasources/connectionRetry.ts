/**
 * Retries of an API call whose connection failed before the API saw it, so that a restart of the API
 * (the cluster runs one API process; the supervisor restarts it within seconds) makes calls wait
 * instead of fail:
 * - ECONNREFUSED: nothing listened, the request never left — safe for every method, writes included;
 * - a reused keep-alive socket reset or closed before any byte of the answer: the API may have received
 *   the request, so only idempotent reads (GET, HEAD) go again.
 * Back-off 50 ms doubling to 500 ms, for at most `windowMs` (the API call timeout) and never past the call's own signal (its
 * deadline): the breaker sees only the last failure, once the window is spent.
 */
export const RETRY_WINDOW_MS = 10_000;

let configuredWindowMs = RETRY_WINDOW_MS;

/**
 * The window of this process's API calls: API_RECONNECT_WINDOW_MS, set by startGateway from its config
 * (0: fail at the first refusal, as a test of the breaker wants). The calls share one connection pool
 * (apiFetch.ts), so the window is the process's too.
 */
export function setReconnectWindow(ms: number): void {
  configuredWindowMs = ms;
}
const FIRST_DELAY_MS = 50;
const MAX_DELAY_MS = 500;

const REFUSED = new Set(['ECONNREFUSED']);
const RESET_BEFORE_ANSWER = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

function codeOf(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && code !== 'UND_ERR_SOCKET') return code;
  const inner = (cause as { code?: unknown } | undefined)?.code;
  return typeof inner === 'string' ? inner : typeof code === 'string' ? code : undefined;
}

/** Whether a failed attempt of a `method` call may be sent again. */
export function isRetryableConnectionError(error: unknown, method: string): boolean {
  const code = codeOf(error);
  if (code === undefined) return false;
  if (REFUSED.has(code)) return true;
  return RESET_BEFORE_ANSWER.has(code) && (method === 'GET' || method === 'HEAD');
}

function pause(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

export async function withConnectionRetry<T>(
  method: string,
  signal: AbortSignal | null | undefined,
  attempt: () => Promise<T>,
  windowMs = configuredWindowMs,
): Promise<T> {
  const giveUpAt = performance.now() + windowMs;
  for (let delay = FIRST_DELAY_MS; ; delay = Math.min(delay * 2, MAX_DELAY_MS)) {
    try {
      return await attempt();
    } catch (error) {
      const left = giveUpAt - performance.now();
      if (signal?.aborted || left <= 0 || !isRetryableConnectionError(error, method)) throw error;
      await pause(Math.min(delay, left), signal);
      if (signal?.aborted) throw error;
    }
  }
}
