import { Agent, request } from 'undici';
import { withConnectionRetry } from './connectionRetry.ts';

/**
 * The `fetch` of the API data source, on undici's `request` instead of Node's `fetch`: the same HTTP
 * client without the WHATWG Request/Response/stream layers, which were 17% of the gateway's CPU on a
 * feed page (bench/profile.ts, LAYOUT=split). Keep-alive connections to the API, up to 64 at once.
 * A FormData body (uploads) goes through Node's fetch, which writes the multipart encoding.
 */
const agent = new Agent({ keepAliveTimeout: 30_000, connections: 64 });

/** What RESTDataSource reads of a response: status, headers (get, and iterable for its cache policy), the body. */
class ApiResponse {
  readonly ok: boolean;
  readonly statusText = '';
  readonly headers: ResponseHeaders;

  constructor(
    readonly url: string,
    readonly status: number,
    headers: Record<string, string | string[] | undefined>,
    private readonly body: string,
  ) {
    this.ok = status >= 200 && status < 300;
    this.headers = new ResponseHeaders(headers);
  }

  text(): Promise<string> {
    return Promise.resolve(this.body);
  }

  json(): Promise<unknown> {
    return Promise.resolve(JSON.parse(this.body) as unknown);
  }

  clone(): ApiResponse {
    return this;
  }
}

class ResponseHeaders {
  private readonly values = new Map<string, string>();

  constructor(raw: Record<string, string | string[] | undefined>) {
    for (const [name, value] of Object.entries(raw)) {
      if (value !== undefined) this.values.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value);
    }
  }

  get(name: string): string | null {
    return this.values.get(name.toLowerCase()) ?? null;
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.values.entries();
  }
}

export async function apiFetch(url: string, init: RequestInit = {}): Promise<ApiResponse | Response> {
  if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') return fetch(url, init);
  const method = (init.method ?? 'GET').toUpperCase();
  const body = init.body ?? null;
  // A call the API never saw (refused while it restarts, or a GET on a socket it closed) goes again.
  const answer = await withConnectionRetry(method, init.signal, () =>
    request(url, {
      method: method as 'GET',
      headers: init.headers as Record<string, string> | undefined,
      body,
      signal: init.signal ?? null,
      dispatcher: agent,
    }),
  );
  // Read to the end even when empty: the connection goes back to the pool only then.
  const text = await answer.body.text();
  return new ApiResponse(url, answer.statusCode, answer.headers, text);
}
