import { RESTDataSource, type AugmentedRequest, type DataSourceConfig, type DataSourceRequest } from '@apollo/datasource-rest';
import { log } from '../platform/observability/log.ts';
import { ExponentialBackoff, handleWhen, retry } from 'cockatiel';
import { GraphQLError } from 'graphql';
import { guardedCall, isBrokenCircuitError, type UpstreamGuard } from '../platform/resilience/upstreamGuard.ts';

/** Where a third-party service lives and how patiently to call it. */
export interface ServiceEndpoint {
  /** e.g. https://rest.example.com/v1 (a trailing slash is added). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>` (no header when empty); never logged, never in errors. */
  apiKey: string;
  /** Each attempt is aborted after this many milliseconds. */
  timeoutMs: number;
  /** Extra attempts after a network error, timeout or 5xx (only for calls marked idempotent). */
  retries: number;
  /** First back-off delay; doubled for each further retry, with jitter. */
  retryDelayMs: number;
}

/** Why a call failed, without anything the upstream sent (bodies may echo keys or personal data). */
export type UpstreamFailure =
  | { kind: 'http'; status: number }
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'malformed' }
  /** The service's circuit breaker is open: no call was made. */
  | { kind: 'circuit_open' };

export class UpstreamError extends Error {
  constructor(
    readonly service: string,
    readonly failure: UpstreamFailure,
  ) {
    super(`${service}: ${describeFailure(failure)}`);
    this.name = 'UpstreamError';
  }
}

export function describeFailure(failure: UpstreamFailure): string {
  return failure.kind === 'http' ? `HTTP ${failure.status}` : failure.kind;
}

function isRetryable(failure: UpstreamFailure): boolean {
  return failure.kind === 'network' || failure.kind === 'timeout' || (failure.kind === 'http' && failure.status >= 500);
}

function failureOf(error: unknown): UpstreamFailure {
  if (error instanceof UpstreamError) return error.failure;
  if (isBrokenCircuitError(error)) return { kind: 'circuit_open' };
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'timeout' };
  if (error instanceof SyntaxError) return { kind: 'malformed' };
  return { kind: 'network' };
}

export interface CallOptions {
  /** Safe to repeat (a read): network errors, timeouts and 5xx are retried. */
  idempotent: boolean;
}

/**
 * The shared plumbing of the CRM, property and AI data sources: base URL, bearer key, one timeout
 * per attempt, retries with exponential back-off for idempotent calls, and failures reduced to an
 * `UpstreamError` that carries only the kind of failure. One instance per GraphQL request.
 */
export class ThirdPartyRest extends RESTDataSource {
  constructor(
    readonly service: string,
    private readonly endpoint: ServiceEndpoint,
    private readonly guard?: UpstreamGuard,
  ) {
    // Node's own fetch: honours AbortSignal.timeout for the whole exchange, body included.
    super({ fetch: globalThis.fetch as unknown as DataSourceConfig['fetch'], logger: silentLogger });
    this.baseURL = endpoint.baseUrl.endsWith('/') ? endpoint.baseUrl : `${endpoint.baseUrl}/`;
  }

  protected override willSendRequest(_path: string, request: AugmentedRequest): void {
    if (this.endpoint.apiKey) request.headers['authorization'] = `Bearer ${this.endpoint.apiKey}`;
    request.headers['accept'] = 'application/json';
  }

  // Each resolver asks once; retries must reach the network again, so nothing is deduplicated or cached.
  protected override requestDeduplicationPolicyFor() {
    return { policy: 'do-not-deduplicate' as const };
  }

  protected override async throwIfResponseIsError(options: { response: { ok: boolean; status: number } }): Promise<void> {
    if (!options.response.ok) throw new UpstreamError(this.service, { kind: 'http', status: options.response.status });
  }

  /** One call with timeout and (when idempotent) retries; resolves to the parsed body. */
  async call(path: string, request: DataSourceRequest, options: CallOptions): Promise<unknown> {
    const attempts = 1 + (options.idempotent ? this.endpoint.retries : 0);
    // cockatiel's retry: exponential back-off from retryDelayMs with jitter, only for failures worth another
    // try (network, timeout, 5xx) — never past the operation's deadline (a GraphQLError) or an open breaker.
    const policy = retry(
      handleWhen((error) => !(error instanceof GraphQLError) && !isBrokenCircuitError(error) && isRetryable(failureOf(error))),
      {
        maxAttempts: attempts - 1,
        backoff: new ExponentialBackoff({
          initialDelay: this.endpoint.retryDelayMs,
          maxDelay: this.endpoint.retryDelayMs * 2 ** Math.max(0, attempts - 2),
        }),
      },
    );
    try {
      return await policy.execute(async ({ attempt }) => {
        try {
          // The per-attempt timeout, the operation's deadline and this service's circuit breaker.
          const { parsedBody } = await guardedCall(this.guard, this.endpoint.timeoutMs, (signal) =>
            this.fetch<unknown>(path.replace(/^\//, ''), { ...request, skipCache: true, signal } as DataSourceRequest),
          );
          return parsedBody;
        } catch (error) {
          if (!(error instanceof GraphQLError)) {
            // The path has no secrets (keys travel in a header); query strings hold only dates.
            log.warn(
              {
                event: 'upstream_failure',
                service: this.service,
                method: request.method ?? 'GET',
                path: path.split('?')[0],
                attempt: attempt + 1,
                attempts,
                failure: describeFailure(failureOf(error)),
              },
              `${this.service} call failed`,
            );
          }
          throw error;
        }
      });
    } catch (error) {
      if (error instanceof GraphQLError) throw error; // the operation's deadline passed: no retry
      throw new UpstreamError(this.service, failureOf(error));
    }
  }
}

/** RESTDataSource logs request URLs in development; ours are logged above, once, without detail. */
const silentLogger = { debug() {}, info() {}, warn() {}, error() {} };
