import { RESTDataSource, type AugmentedRequest, type DataSourceRequest } from '@apollo/datasource-rest';
import type { DataSourceConfig } from '@apollo/datasource-rest';
import { GraphQLError } from 'graphql';
import { badUserInput, ErrorCode, forbidden, internalError, notFound, unauthenticated, type FieldErrors } from '../errors.ts';

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
export function errorFromApiResponse(status: number, body: unknown): GraphQLError {
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
    default:
      return internalError();
  }
}

/** The RESTDataSource itself: base URL, bearer forwarding, timeouts, error mapping. */
class LendHubRest extends RESTDataSource {
  constructor(
    baseURL: string,
    private readonly callerToken: string | null,
  ) {
    // Node's own fetch: supports FormData bodies and AbortSignal (the default node-fetch v2 does not).
    super({ fetch: globalThis.fetch as unknown as DataSourceConfig['fetch'] });
    this.baseURL = baseURL.endsWith('/') ? baseURL : `${baseURL}/`;
  }

  protected override willSendRequest(_path: string, request: AugmentedRequest): void {
    if (request.headers['authorization'] === undefined && this.callerToken) {
      request.headers['authorization'] = `Bearer ${this.callerToken}`;
    }
    request.headers['accept'] = 'application/json';
  }

  // DataLoaders deduplicate by id; a second GET of the same URL in one request must see fresh data
  // (e.g. a post re-read after a like), so the data source itself never deduplicates or caches.
  protected override requestDeduplicationPolicyFor() {
    return { policy: 'do-not-deduplicate' as const };
  }

  protected override async throwIfResponseIsError(options: { response: { ok: boolean; status: number }; parsedBody: unknown }): Promise<void> {
    if (options.response.ok) return;
    const error = errorFromApiResponse(options.response.status, options.parsedBody);
    // Masked for the client; the status is kept for the server log below.
    throw error.extensions['code'] === ErrorCode.INTERNAL_SERVER_ERROR ? new Error(`HTTP ${options.response.status}`) : error;
  }

  /** Runs one call, unwrapping the envelope; network failures and timeouts become a masked error. */
  async call<T>(path: string, request: DataSourceRequest, options: CallOptions = {}): Promise<T> {
    const headers: Record<string, string> = { ...(request.headers as Record<string, string> | undefined) };
    if (options.token) headers['authorization'] = `Bearer ${options.token}`;
    try {
      const { parsedBody } = await this.fetch<unknown>(path.replace(/^\//, ''), {
        ...request,
        headers,
        skipCache: true,
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      } as DataSourceRequest);
      if (!isEnvelope(parsedBody)) throw new Error(`Upstream ${request.method ?? 'GET'} ${path} returned no envelope`);
      return parsedBody.data as T;
    } catch (error) {
      if (error instanceof GraphQLError && typeof error.extensions['code'] === 'string' && error.extensions['code'] !== ErrorCode.INTERNAL_SERVER_ERROR) {
        throw error;
      }
      // Logged server-side without bodies or headers (they may carry tokens or personal data).
      console.error(`[gateway] upstream ${request.method ?? 'GET'} ${path} failed: ${(error as Error).name}: ${(error as Error).message}`);
      throw internalError();
    }
  }
}

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
 * functions in `gateway/src/<domain>/api.ts`; each returns the envelope's `data`.
 */
export class ApiDataSource {
  private readonly rest: LendHubRest;

  constructor(baseURL: string, token: string | null) {
    this.rest = new LendHubRest(baseURL, token);
  }

  get<T>(path: string, query?: QueryParams, options?: CallOptions): Promise<T> {
    const params = toParams(query);
    return this.rest.call<T>(path, { method: 'GET', ...(params ? { params } : {}) }, options);
  }

  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T> {
    return this.rest.call<T>(path, { method: 'POST', body: (body ?? {}) as object }, options);
  }

  put<T>(path: string, body?: unknown, options?: CallOptions): Promise<T> {
    return this.rest.call<T>(path, { method: 'PUT', body: (body ?? {}) as object }, options);
  }

  delete<T>(path: string, options?: CallOptions): Promise<T> {
    return this.rest.call<T>(path, { method: 'DELETE' }, options);
  }

  /** multipart/form-data (file uploads); fetch sets the boundary header itself. */
  postForm<T>(path: string, form: FormData, options?: CallOptions): Promise<T> {
    return this.rest.call<T>(path, { method: 'POST', body: form as unknown as string }, options);
  }

  putForm<T>(path: string, form: FormData, options?: CallOptions): Promise<T> {
    return this.rest.call<T>(path, { method: 'PUT', body: form as unknown as string }, options);
  }
}
