// The Relay environment: the network of ./fetchFunction.ts (bearer token, the error catalogue of
// spec §8) with the two subscription transports, and the one store.
import { commitLocalUpdate, Environment, Network, RecordSource, Store } from 'relay-runtime';
import { onSessionChange } from '../auth/sessionChange';
import { clearTokens } from '../auth/tokenStorage';
import { createFetchFunction, signOutToLogin, type EnvironmentOptions } from './fetchFunction';
import { createLiveClient, createLiveSubscribeFunction } from './live';
import { createSubscribeFunction } from './subscribe';

export { createFetchFunction, signOutToLogin, type EnvironmentOptions } from './fetchFunction';

/**
 * Subscriptions take two roads: the assistant's streamed reply (one request, one stream) over
 * server-sent events at /graphql/stream; live updates (postsActivity, ticketActivity,
 * viewerNotifications) over the shared WebSocket at /graphql (./live.ts).
 */
function isStreamedRequest(text: string | null | undefined): boolean {
  return !!text && /\bassistantReply\s*\(/.test(text);
}

/** Builds an environment; the app uses the singleton below, tests build their own. */
export function createEnvironment(options: EnvironmentOptions = {}): Environment {
  const onErrorCodes = (codes: string[]) => {
    if (!codes.includes('UNAUTHENTICATED')) return;
    clearTokens(options.storage);
    (options.onUnauthenticated ?? signOutToLogin)();
  };
  const streamed = createSubscribeFunction({ fetch: options.fetch, storage: options.storage, onErrorCodes });
  let live: ReturnType<typeof createLiveSubscribeFunction> | undefined;
  const subscribe: typeof streamed = (params, variables, cacheConfig) => {
    if (isStreamedRequest(params.text)) return streamed(params, variables, cacheConfig);
    // The socket's client is made on the first live subscription (never in tests that use none).
    live ??= createLiveSubscribeFunction(createLiveClient({ storage: options.storage, onErrorCodes }), { onErrorCodes });
    return live(params, variables, cacheConfig);
  };
  return new Environment({
    network: Network.create(createFetchFunction(options), subscribe),
    store: new Store(new RecordSource()),
  });
}

export const environment = createEnvironment();

// A sign-in marks everything stale (as ./resetSessionData.ts does), so the next screen refetches.
onSessionChange(() => commitLocalUpdate(environment, (store) => store.invalidateStore()));
