// Subscriptions (the assistant's streamed replies) as server-sent events on graphql-sse's client, in its
// "distinct connections" mode: POST /graphql/stream with the operation, one `next` event per result until
// `complete` (gateway/src/platform/live/graphqlStream.ts serves it with the same rules as /graphql).
import type { Client, RequestParams } from 'graphql-sse';
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

/** A refused request (400 with `{errors}` in JSON) as the GraphQL error it carries; anything else as it is. */
async function requestError(error: unknown): Promise<Error> {
  const { NetworkError } = await import('graphql-sse');
  const response = error instanceof NetworkError ? error.response : undefined;
  if (!response) return error instanceof Error ? error : new Error(String(error));
  const json = (await response.json().catch(() => ({}))) as { errors?: GraphQLErrorEntry[] };
  return new GraphQLRequestError(json.errors ?? [], `Request failed with status ${response.status}`);
}

export function createSubscribeFunction(options: SubscribeOptions = {}): SubscribeFunction {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  // graphql-sse loads with the first subscription (the assistant), not in the entry every route pays for.
  let client: Promise<Client> | undefined;
  const clientNow = () =>
    (client ??= import('graphql-sse').then(({ createClient }) =>
      createClient({
        url: options.url ?? '/graphql/stream',
        singleConnection: false,
        // A reply is not repeatable (the assistant would answer twice): a broken stream is an error to show.
        retryAttempts: 0,
        fetchFn: doFetch,
        // Read at each subscription: the token of whoever is signed in now.
        headers: () => {
          const token = getToken(options.storage);
          return { ...CLIENT_IDENTITY_HEADERS, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
        },
      }),
    ));
  return (params, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      // The gateway's trusted-documents check turns a documentId into its text before graphql-sse reads it.
      const request = {
        ...documentRef(params, options.sendDocumentIds),
        variables,
        operationName: params.name,
      } as unknown as RequestParams;
      let stopped = false;
      let unsubscribe = () => {};
      void clientNow().then(
        (sse) => {
          if (stopped) return;
          unsubscribe = sse.subscribe<Record<string, unknown>>(request, {
            next: (result) => {
              const errors = result.errors as GraphQLErrorEntry[] | undefined;
              options.onErrorCodes?.(errorCodes(errors));
              // Without data there is nothing for Relay to store: the subscription fails with the server's message.
              if (errors?.length && !result.data) {
                stopped = true;
                unsubscribe();
                return sink.error(new GraphQLRequestError(errors));
              }
              sink.next(result as GraphQLResponse);
            },
            error: (error) => {
              if (stopped) return;
              void requestError(error).then((failure) => sink.error(failure));
            },
            complete: () => {
              if (!stopped) sink.complete();
            },
          });
        },
        (error: unknown) => sink.error(error instanceof Error ? error : new Error(String(error))),
      );
      return () => {
        stopped = true;
        unsubscribe();
      };
    });
}
