import { circuitBreaker, ConsecutiveBreaker, handleWhen, isBrokenCircuitError, type CircuitBreakerPolicy } from 'cockatiel';
import { GraphQLError } from 'graphql';

/** Per-operation deadline and per-upstream circuit breakers (gateway/README.md "Resilience"). */
export interface ResilienceOptions {
  /** One operation's whole budget for upstream work, retries and chained calls included. */
  deadlineMs: number;
  /** Consecutive failures (no answer, 502/503/504; isServiceFailure) after which a service is considered down. */
  breakerFailures: number;
  /** While down, calls fail at once; after this long one call is let through as a probe. */
  breakerHalfOpenAfterMs: number;
}

export const RESILIENCE_DEFAULTS: ResilienceOptions = {
  deadlineMs: 12_000,
  breakerFailures: 5,
  breakerHalfOpenAfterMs: 10_000,
};

export type UpstreamService = 'api' | 'crm' | 'property' | 'ai';
export type UpstreamOutcome = 'ok' | 'client_error' | 'failure' | 'circuit_open' | 'deadline';

export const DEADLINE_EXCEEDED = 'DEADLINE_EXCEEDED';

export function deadlineExceeded(deadlineMs: number): GraphQLError {
  return new GraphQLError(`The request took longer than ${deadlineMs / 1000} s and was stopped. Please try again.`, {
    extensions: { code: DEADLINE_EXCEEDED, http: { status: 504 } },
  });
}

/**
 * Thrown (and counted by the breaker) for an answer that says the service itself is failing: a 502,
 * 503 or 504, or a 500 that is not the API's own answer to this request (api.ts decides which).
 */
export class ServiceFailure extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** Our own deadline stopped the call: says nothing about the service, so the breaker ignores it. */
class DeadlineAbort extends Error {}

/**
 * What a data source needs to call one upstream: the operation's deadline signal, the service's
 * breaker (shared by every request), and a hook that records each attempt (metrics, access log).
 */
export interface UpstreamGuard {
  service: UpstreamService;
  deadline: AbortSignal;
  deadlineMs: number;
  breaker: CircuitBreakerPolicy;
  record(outcome: UpstreamOutcome, durationMs: number): void;
}

/** A breaker that only trips on the service's own failures, never on a caller's bad input or our deadline. */
function createBreaker(options: ResilienceOptions, onStateChange: (open: boolean) => void): CircuitBreakerPolicy {
  const breaker = circuitBreaker(handleWhen(isServiceFailure), {
    halfOpenAfter: options.breakerHalfOpenAfterMs,
    breaker: new ConsecutiveBreaker(options.breakerFailures),
  });
  breaker.onBreak(() => onStateChange(true));
  breaker.onReset(() => onStateChange(false));
  return breaker;
}

/** Statuses that say the service (or what stands in front of it) is down or overloaded, whatever was asked. */
export const UNHEALTHY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** Socket-level errors of Node and undici: the service did not answer at all. */
const NO_ANSWER_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/**
 * The call got no answer: connection refused or reset, a socket or per-call timeout. Node's fetch wraps
 * the socket error in a TypeError ("fetch failed") with the error as `cause`; undici's request throws it.
 */
export function isNoAnswer(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { code, name } = current as { code?: unknown; name?: unknown };
    if (typeof code === 'string' && NO_ANSWER_CODES.has(code)) return true;
    if (name === 'TimeoutError') return true;
  }
  return error instanceof TypeError && error.message === 'fetch failed';
}

/**
 * Only what says the service is unhealthy counts: no answer, or ServiceFailure. A caller's bad input
 * (any 4xx, a 500 the API answered for that request), our own deadline and GraphQL errors never do,
 * so no client can open a breaker that every other user shares.
 */
export function isServiceFailure(error: unknown): boolean {
  if (error instanceof ServiceFailure) return true;
  if (error instanceof GraphQLError || error instanceof DeadlineAbort) return false;
  // The third-party data sources' UpstreamError carries the kind of failure.
  const failure = (error as { failure?: { kind: string; status?: number } } | null)?.failure;
  if (failure)
    return (
      failure.kind === 'network' || failure.kind === 'timeout' || (failure.kind === 'http' && UNHEALTHY_STATUSES.has(failure.status ?? 0))
    );
  return isNoAnswer(error);
}

export { isBrokenCircuitError };

/** The process-wide breakers, one per upstream service. */
export class Upstreams {
  readonly breakers: Record<UpstreamService, CircuitBreakerPolicy>;

  constructor(
    readonly options: ResilienceOptions,
    private readonly events: { onCircuit?: (service: UpstreamService, open: boolean) => void } = {},
  ) {
    const make = (service: UpstreamService) => createBreaker(options, (open) => this.events.onCircuit?.(service, open));
    this.breakers = { api: make('api'), crm: make('crm'), property: make('property'), ai: make('ai') };
  }

  /** Guards for one operation: a deadline that starts now, and a recorder for its attempts. */
  forOperation(record: (service: UpstreamService, outcome: UpstreamOutcome, durationMs: number) => void): {
    guard(service: UpstreamService): UpstreamGuard;
    deadline: AbortSignal;
  } {
    const deadline = AbortSignal.timeout(this.options.deadlineMs);
    return {
      deadline,
      guard: (service) => ({
        service,
        deadline,
        deadlineMs: this.options.deadlineMs,
        breaker: this.breakers[service],
        record: (outcome, durationMs) => record(service, outcome, durationMs),
      }),
    };
  }
}

/**
 * One upstream attempt under a guard: fails at once when the deadline has passed or the service's
 * breaker is open, aborts when the deadline passes mid-call, and records the outcome.
 * `attempt` receives the signal to give to fetch (the per-call timeout and the deadline together).
 */
export async function guardedCall<T>(
  guard: UpstreamGuard | undefined,
  timeoutMs: number,
  attempt: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  if (!guard) return attempt(AbortSignal.timeout(timeoutMs));
  if (guard.deadline.aborted) {
    guard.record('deadline', 0);
    throw deadlineExceeded(guard.deadlineMs);
  }
  const started = performance.now();
  const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), guard.deadline]);
  try {
    const result = await guard.breaker.execute(async () => {
      try {
        return await attempt(signal);
      } catch (error) {
        throw guard.deadline.aborted ? new DeadlineAbort() : error;
      }
    });
    guard.record('ok', performance.now() - started);
    return result;
  } catch (error) {
    const elapsed = performance.now() - started;
    if (error instanceof DeadlineAbort) {
      guard.record('deadline', elapsed);
      throw deadlineExceeded(guard.deadlineMs);
    }
    guard.record(isBrokenCircuitError(error) ? 'circuit_open' : isServiceFailure(error) ? 'failure' : 'client_error', elapsed);
    throw error;
  }
}
