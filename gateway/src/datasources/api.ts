import { RESTDataSource, type AugmentedRequest, type DataSourceRequest } from '@apollo/datasource-rest';
import { pathOf, type DataOf, type PathParams, type RouteShape } from '@lendhub/domain/rest';
import type { z } from 'zod';
import { log } from '../platform/observability/log.ts';
import { apiFetch } from './apiFetch.ts';
import type { SharedReads } from './sharedReads.ts';
import type { DataSourceConfig } from '@apollo/datasource-rest';
import { GraphQLError } from 'graphql';
import {
  badUserInput,
  ErrorCode,
  forbidden,
  internalError,
  notFound,
  serviceUnavailable,
  tooManyRequests,
  unauthenticated,
  type FieldErrors,
} from '../platform/errors/errors.ts';
import {
  guardedCall,
  isBrokenCircuitError,
  isServiceFailure,
  ServiceFailure,
  UNHEALTHY_STATUSES,
  type UpstreamGuard,
} from '../platform/resilience/upstreamGuard.ts';

/** Every LendHub API response is this envelope (docs/architecture.md "REST API conventions"). */
export interface ApiEnvelope<T> {
  status: number;
  responseMsg: string;
  data: T;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface CallOptions {
  /** Sends this bearer token instead of the caller's (e.g. the token login just returned). */
  token?: string;
  /** Milliseconds before the call is aborted. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * What a write answers: the envelope's `data` and its `responseMsg`, the success text of spec §8
 * ('Ticket created successfully'…). Mutation payloads pass the message on, so it has one owner: the API.
 */
export interface ApiAnswer<T> {
  data: T;
  message: string;
}

export type WriteMethod = 'POST' | 'PUT' | 'DELETE';

function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  return typeof body === 'object' && body !== null && 'status' in body && 'data' in body;
}

function fieldErrorsOf(data: unknown): FieldErrors | undefined {
  if (typeof data !== 'object' || data === null || !('errors' in data)) return undefined;
  const errors = (data as { errors: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return undefined;
  const fields: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    if (typeof message === 'string') fields[field] = message;
    else if (Array.isArray(message) && typeof message[0] === 'string') fields[field] = message[0];
  }
  return fields;
}

/**
 * The one place an upstream HTTP failure becomes a GraphQL error. The API's own message is kept for
 * the 4xx statuses (those messages are written for users); anything else is masked, and no upstream
 * body ever reaches the client.
 */
export function errorFromApiResponse(status: number, body: unknown, retryAfter?: string | null): GraphQLError {
  const envelope = isEnvelope(body) ? body : undefined;
  const message = typeof envelope?.responseMsg === 'string' && envelope.responseMsg ? envelope.responseMsg : undefined;
  switch (status) {
    case 400:
    case 409: // a conflict the user can resolve (e.g. deleting a role still in use)
    case 422:
      return badUserInput(message ?? 'Invalid input', fieldErrorsOf(envelope?.data));
    case 401:
      return unauthenticated(message ?? 'Unauthorized');
    case 403:
      return forbidden(message ?? 'Forbidden');
    case 404:
      return notFound(message ?? 'Not found');
    case 429: {
      const seconds = Number(retryAfter);
      return tooManyRequests(message ?? 'Too many requests', Number.isInteger(seconds) && seconds > 0 ? seconds : undefined);
    }
    case 503:
      // Only the API's own refusals (it says why); an unreachable API is a network error, masked below.
      return message ? serviceUnavailable(message) : internalError();
    default:
      return internalError();
  }
}

/** The RESTDataSource itself: base URL, bearer forwarding, timeouts, error mapping. */
class LendHubRest extends RESTDataSource {
  constructor(
    baseURL: string,
    private callerToken: string | null,
    private readonly guard?: UpstreamGuard,
    private readonly clientAddress?: string,
    private readonly gatewayKey?: string,
    private readonly requestId?: string,
  ) {
    // undici's request (apiFetch.ts): AbortSignal and keep-alive, without fetch's stream layers; FormData
    // bodies through Node's fetch (the default node-fetch v2 supports neither signals nor FormData).
    super({ fetch: apiFetch as unknown as DataSourceConfig['fetch'] });
    this.baseURL = baseURL.endsWith('/') ? baseURL : `${baseURL}/`;
  }

  /** Later calls of this request go with `token` (the API replaced the caller's, e.g. a password change). */
  switchToken(token: string): void {
    this.callerToken = token;
  }

  protected override willSendRequest(_path: string, request: AugmentedRequest): void {
    if (request.headers['authorization'] === undefined && this.callerToken) {
      request.headers['authorization'] = `Bearer ${this.callerToken}`;
    }
    request.headers['accept'] = 'application/json';
    // The API is on this machine (or this network): compressing its answers costs more CPU than it saves.
    request.headers['accept-encoding'] = 'identity';
    // The API throttles failed sign-ins per client address: it needs the browser's, not ours.
    if (this.clientAddress) request.headers['x-forwarded-for'] = this.clientAddress;
    // The API does not count our calls against its general rate limits: we limited the client already.
    if (this.gatewayKey) request.headers['x-gateway-key'] = this.gatewayKey;
    // The API's access line carries the gateway's request id: one id to search both logs by.
    if (this.requestId) request.headers['x-request-id'] = this.requestId;
  }

  // DataLoaders deduplicate by id; a second GET of the same URL in one request must see fresh data
  // (e.g. a post re-read after a like), so the data source itself never deduplicates or caches.
  protected override requestDeduplicationPolicyFor() {
    return { policy: 'do-not-deduplicate' as const };
  }

  protected override async throwIfResponseIsError(options: {
    response: { ok: boolean; status: number; headers: { get(name: string): string | null } };
    parsedBody: unknown;
  }): Promise<void> {
    if (options.response.ok) return;
    const { status } = options.response;
    const error = errorFromApiResponse(status, options.parsedBody, options.response.headers.get('retry-after'));
    if (error.extensions['code'] !== ErrorCode.INTERNAL_SERVER_ERROR) throw error;
    // Masked for the client; the status is kept for the server log below. The breaker counts 502/503/504,
    // and a 500 only without the API's envelope (something around the API failed): an enveloped 500 is
    // the API's answer to this one request, which a client could repeat at will to trip the breaker.
    if (UNHEALTHY_STATUSES.has(status) || (status === 500 && !isEnvelope(options.parsedBody))) throw new ServiceFailure(status);
    throw new Error(`HTTP ${status}`);
  }

  /** Runs one call and opens the envelope; network failures and timeouts become a masked error. */
  async call<T>(path: string, request: DataSourceRequest, options: CallOptions = {}): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { ...(request.headers as Record<string, string> | undefined) };
    if (options.token) headers['authorization'] = `Bearer ${options.token}`;
    try {
      // The per-call timeout, the operation's deadline and the API's circuit breaker.
      const { parsedBody } = await guardedCall(this.guard, options.timeoutMs ?? DEFAULT_TIMEOUT_MS, (signal) =>
        this.fetch<unknown>(path.replace(/^\//, ''), { ...request, headers, skipCache: true, signal } as DataSourceRequest),
      );
      if (!isEnvelope(parsedBody)) throw new Error(`Upstream ${request.method ?? 'GET'} ${path} returned no envelope`);
      return { data: parsedBody.data as T, message: typeof parsedBody.responseMsg === 'string' ? parsedBody.responseMsg : '' };
    } catch (error) {
      if (
        error instanceof GraphQLError &&
        typeof error.extensions['code'] === 'string' &&
        error.extensions['code'] !== ErrorCode.INTERNAL_SERVER_ERROR
      ) {
        throw error;
      }
      // The API's breaker is open: it failed repeatedly just now, so no call is made until it is probed back.
      if (isBrokenCircuitError(error)) throw serviceUnavailable();
      // Logged server-side without bodies or headers (they may carry tokens or personal data).
      log.warn(
        {
          event: 'upstream_failure',
          service: 'api',
          method: request.method ?? 'GET',
          path: path.split('?')[0],
          error: `${(error as Error).name}: ${(error as Error).message}`,
        },
        'API call failed',
      );
      // The API is down or unreachable (refused, reset, timed out, 502/503/504): say so, as documented.
      if (isServiceFailure(error) && !(error instanceof ServiceFailure && error.status === 500)) throw serviceUnavailable();
      throw internalError();
    }
  }
}

/**
 * What calling a contract route takes: its path parameters, its body (the schema's input, or a FormData for multipart
 * routes) and its query (the schema's fields, as the values a query string carries).
 */
export type RouteArgs<R extends RouteShape> = ([PathParams<R['path']>] extends [never]
  ? unknown
  : { params: Record<PathParams<R['path']>, string | number> }) &
  (R['body'] extends z.ZodType ? { body: z.input<R['body']> | FormData } : unknown) &
  (R['query'] extends z.ZodType
    ? { query?: { [K in keyof z.input<R['query']>]?: string | number | boolean | null | undefined } }
    : unknown);

type ArgsOf<R extends RouteShape> =
  object extends RouteArgs<R> ? [args?: RouteArgs<R>, options?: CallOptions] : [args: RouteArgs<R>, options?: CallOptions];

function toParams(query?: QueryParams): Record<string, string> | undefined {
  if (!query) return undefined;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params[key] = String(value);
  }
  return params;
}

/**
 * The LendHub REST API for one GraphQL request. Domain code calls these typed helpers from small
 * functions in `gateway/src/<domain>/api.ts`: reads return the envelope's `data`; `write` returns the
 * data with the API's message (for mutation payloads), and `post`/`put`/`delete` the data alone.
 */
export class ApiDataSource {
  private readonly rest: LendHubRest;
  /** Whether the calls carry the caller's (verified) token: only then are shared reads used. */
  private signedIn: boolean;

  /**
   * `guard`: the operation's deadline and the API's breaker (absent in unit tests: a plain timeout per call).
   * `clientAddress`: the browser's address, passed on as X-Forwarded-For.
   * `gatewayKey`: X-Gateway-Key (`gatewayCallKey(jwtSecret)`), so the API does not rate-limit our calls again.
   * `requestId`: this request's id (X-Request-Id), logged by the API too.
   * `shared`: the gateway's shared reads (sharedReads.ts: the lender directory), kept a few seconds for every caller.
   */
  constructor(
    baseURL: string,
    token: string | null,
    guard?: UpstreamGuard,
    clientAddress?: string,
    gatewayKey?: string,
    requestId?: string,
    private readonly shared?: SharedReads,
  ) {
    this.rest = new LendHubRest(baseURL, token, guard, clientAddress, gatewayKey, requestId);
    this.signedIn = token !== null;
  }

  /** The rest of this request acts with `token` (the old one was just revoked by the API). */
  continueWithToken(token: string): void {
    this.rest.switchToken(token);
    this.signedIn = true;
  }

  /** A GET, from the shared reads when its path is one of theirs and the caller is signed in. */
  private fetchGet<T>(path: string, params: Record<string, string> | undefined, options?: CallOptions): Promise<ApiAnswer<T>> {
    const request = { method: 'GET' as const, ...(params ? { params } : {}) };
    if (!this.shared || !this.signedIn || options?.token || !this.shared.shares(path)) return this.rest.call<T>(path, request, options);
    const key = params ? `${path}?${new URLSearchParams(params).toString()}` : path;
    return this.shared.read(key, () => this.rest.call<T>(path, request, options));
  }

  /** A write: the shared reads it may change are forgotten before it is sent and once it answered. */
  private async send<T>(path: string, request: DataSourceRequest, options?: CallOptions): Promise<ApiAnswer<T>> {
    if (!this.shared) return this.rest.call<T>(path, request, options);
    this.shared.writing(path, 'before');
    try {
      return await this.rest.call<T>(path, request, options);
    } finally {
      this.shared.writing(path, 'after');
    }
  }

  /** A route of the REST contract (@lendhub/domain/rest), by name: its `data` typed by the contract, with the API's message. */
  call<R extends RouteShape>(route: R, ...[args, options]: ArgsOf<R>): Promise<ApiAnswer<DataOf<R>>> {
    const { params, body, query } = (args ?? {}) as { params?: Record<string, string | number>; body?: unknown; query?: QueryParams };
    const path = pathOf(route.path, params);
    if (route.method === 'GET') return this.fetchGet<DataOf<R>>(path, toParams(query), options);
    return this.write<DataOf<R>>(route.method, path, body, options);
  }

  /** A read of the contract: the route's `data` alone. */
  async read<R extends RouteShape>(route: R, ...args: ArgsOf<R>): Promise<DataOf<R>> {
    return (await this.call(route, ...args)).data;
  }

  async get<T>(path: string, query?: QueryParams, options?: CallOptions): Promise<T> {
    return (await this.fetchGet<T>(path, toParams(query), options)).data;
  }

  /** A write; a FormData body goes as multipart/form-data (file uploads; fetch sets the boundary). */
  write<T>(method: WriteMethod, path: string, body?: unknown, options?: CallOptions): Promise<ApiAnswer<T>> {
    if (method === 'DELETE') return this.send<T>(path, { method }, options);
    const payload = body instanceof FormData ? (body as unknown as string) : ((body ?? {}) as object);
    return this.send<T>(path, { method, body: payload }, options);
  }

  async post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T> {
    return (await this.write<T>('POST', path, body, options)).data;
  }

  async put<T>(path: string, body?: unknown, options?: CallOptions): Promise<T> {
    return (await this.write<T>('PUT', path, body, options)).data;
  }

  async delete<T>(path: string, options?: CallOptions): Promise<T> {
    return (await this.write<T>('DELETE', path, undefined, options)).data;
  }

  /** multipart/form-data (file uploads); fetch sets the boundary header itself. */
  postForm<T>(path: string, form: FormData, options?: CallOptions): Promise<T> {
    return this.post<T>(path, form, options);
  }

  putForm<T>(path: string, form: FormData, options?: CallOptions): Promise<T> {
    return this.put<T>(path, form, options);
  }
}
