// Live updates (postsActivity for a feed page, ticketActivity, viewerNotifications) over WebSocket at /graphql with
// graphql-ws (gateway/src/platform/live/wsServer.ts). One socket per tab, opened on the first subscription and
// closed a moment after the last; it reconnects by itself after a drop or a gateway restart (1012),
// and tells `onLiveReconnect` listeners so screens fetch again what they show (events sent while the
// socket was down are not replayed).
import { createClient, type Client } from 'graphql-ws';
import { Observable, type GraphQLResponse, type SubscribeFunction } from 'relay-runtime';
import { getToken, type KeyValueStorage } from '../auth/tokenStorage';
import { errorCodes, GraphQLRequestError, type GraphQLErrorEntry } from './graphqlError';

/** The server closes with this when the token is missing, invalid or expired. */
export const CLOSE_UNAUTHORIZED = 4401;

export interface LiveOptions {
  /** ws:// or wss:// URL; default the page's origin + /graphql. */
  url?: string;
  storage?: KeyValueStorage;
  /** Error codes of every result, and UNAUTHENTICATED when the server closes with 4401. */
  onErrorCodes?: (codes: string[]) => void;
  /** WebSocket implementation (tests). */
  webSocketImpl?: unknown;
}

const reconnectListeners = new Set<() => void>();

/** Called after the live socket reconnects (not on the first connect); returns the unsubscribe. */
export function onLiveReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

function defaultUrl(): string {
  const { protocol, host } = globalThis.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

/** Waits 1 s, 2 s, 4 s … up to 30 s (with jitter) between attempts. */
function backoff(retries: number): Promise<void> {
  const delay = Math.min(1_000 * 2 ** retries, 30_000) * (0.75 + Math.random() / 2);
  return new Promise((resolve) => setTimeout(resolve, delay));
}

export function createLiveClient(options: LiveOptions = {}): Client {
  return createClient({
    url: () => options.url ?? defaultUrl(),
    // Read on every (re)connect: a new sign-in's token is used by the next socket.
    connectionParams: () => {
      const token = getToken(options.storage);
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    lazy: true,
    lazyCloseTimeout: 3_000,
    retryAttempts: Infinity,
    retryWait: backoff,
    // Network drops, restarts (1012) and refusals alike are retried; 4401 ends it (sign in again).
    shouldRetry: () => true,
    ...(options.webSocketImpl ? { webSocketImpl: options.webSocketImpl } : {}),
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) for (const listener of reconnectListeners) listener();
      },
      closed: (event) => {
        if ((event as { code?: number }).code === CLOSE_UNAUTHORIZED) options.onErrorCodes?.(['UNAUTHENTICATED']);
      },
    },
  });
}

/** Relay's subscribe function over a graphql-ws client. */
export function createLiveSubscribeFunction(client: Client, options: Pick<LiveOptions, 'onErrorCodes'> = {}): SubscribeFunction {
  return (params, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      if (!params.text) {
        sink.error(new GraphQLRequestError([], `Operation ${params.name} has no query text`));
        return undefined;
      }
      return client.subscribe<Record<string, unknown>>(
        { query: params.text, variables, operationName: params.name },
        {
          next: (result) => {
            const errors = result.errors as GraphQLErrorEntry[] | undefined;
            options.onErrorCodes?.(errorCodes(errors));
            if (errors?.length && !result.data) return sink.error(new GraphQLRequestError(errors));
            sink.next(result as GraphQLResponse);
          },
          error: (error) => {
            if (error instanceof Error) sink.error(error);
            else if (Array.isArray(error)) sink.error(new GraphQLRequestError(error as GraphQLErrorEntry[]));
            else sink.error(new Error(`The live connection closed (${(error as { code?: number }).code ?? 'unknown'})`));
          },
          complete: () => sink.complete(),
        },
      );
    });
}
