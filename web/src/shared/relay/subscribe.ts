// Subscriptions (the assistant's streamed replies) as server-sent events: POST /graphql/stream with the
// operation, then one `event: next` per result until `event: complete` (gateway/src/graphqlStream.ts).
import { Observable, type GraphQLResponse, type SubscribeFunction } from 'relay-runtime';
import { getToken, type KeyValueStorage } from '../auth/tokenStorage';
import { documentRef } from './document';
import { errorCodes, GraphQLRequestError, type GraphQLErrorEntry } from './graphqlError';
import { CLIENT_IDENTITY_HEADERS } from './clientIdentity';

export interface SubscribeOptions {
  url?: string;
  fetch?: typeof fetch;
  storage?: KeyValueStorage;
  /** Called with the error codes of every result (the environment signs out on UNAUTHENTICATED). */
  onErrorCodes?: (codes: string[]) => void;
  /** Send document ids instead of text (trusted documents); default: in a production build. */
  sendDocumentIds?: boolean;
}

/** The `data:` of each event of a server-sent event stream, in order. */
export async function* eventData(body: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: string }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = 'message';
  let data: string[] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      if (line === '') {
        if (data.length) yield { event, data: data.join('\n') };
        event = 'message';
        data = [];
      } else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
  }
}

export function createSubscribeFunction(options: SubscribeOptions = {}): SubscribeFunction {
  const url = options.url ?? '/graphql/stream';
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  return (params, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      const controller = new AbortController();
      const token = getToken(options.storage);
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...CLIENT_IDENTITY_HEADERS };
      if (token) headers.Authorization = `Bearer ${token}`;
      void (async () => {
        const response = await doFetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ ...documentRef(params, options.sendDocumentIds), variables, operationName: params.name }),
          signal: controller.signal,
        });
        if (!response.ok || !response.body) {
          const json = (await response.json().catch(() => ({}))) as { errors?: GraphQLErrorEntry[] };
          throw new GraphQLRequestError(json.errors ?? [], `Request failed with status ${response.status}`);
        }
        for await (const { event, data } of eventData(response.body)) {
          if (event === 'complete') break;
          if (event !== 'next') continue;
          const result = JSON.parse(data) as { data?: unknown; errors?: GraphQLErrorEntry[] };
          options.onErrorCodes?.(errorCodes(result.errors));
          // Without data there is nothing for Relay to store: the subscription fails with the server's message.
          if (result.errors?.length && !result.data) throw new GraphQLRequestError(result.errors);
          sink.next(result as GraphQLResponse);
        }
        sink.complete();
      })().catch((error: unknown) => {
        if (!controller.signal.aborted) sink.error(error instanceof Error ? error : new Error(String(error)));
      });
      return () => controller.abort();
    });
}
