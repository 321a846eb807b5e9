// The network half of the Relay environment: posts operations to /graphql with the stored bearer token
// and applies the error catalogue of spec §8 (401/UNAUTHENTICATED → sign out, 403 → log). It loads no
// Relay code (types only), so the sign-in entry (web/src/signin) sends its mutation with it alone.
import type { FetchFunction, GraphQLResponse } from 'relay-runtime';
import { clearTokens, getToken, type KeyValueStorage } from '../auth/tokenStorage';
import { currentPathname, navigateTo } from '../navigation/navigator';
import { errorCodes, GraphQLRequestError, type GraphQLErrorEntry } from './graphqlError';
import { documentRef } from './document';
import { multipartBody } from './multipart';
import { CLIENT_IDENTITY_HEADERS } from './clientIdentity';

export interface EnvironmentOptions {
  /** Endpoint; '/graphql' in the browser. */
  url?: string;
  /** fetch implementation (tests pass a fake). */
  fetch?: typeof fetch;
  /** Storage holding the token (tests pass a memory storage). */
  storage?: KeyValueStorage;
  /** Called on 401 / UNAUTHENTICATED after the token is removed. */
  onUnauthenticated?: () => void;
  /** Called on 403 / FORBIDDEN. */
  onForbidden?: () => void;
  /** Send document ids instead of text (trusted documents); default: in a production build. */
  sendDocumentIds?: boolean;
}

/** Spec §8: remove the token and go to /login unless already on a login path. */
export function signOutToLogin(): void {
  if (!currentPathname().toLowerCase().startsWith('/login')) navigateTo('/login', { replace: true });
}

function logForbidden(): void {
  console.warn('Forbidden access');
}

export function createFetchFunction(options: EnvironmentOptions = {}): FetchFunction {
  const url = options.url ?? '/graphql';
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const onUnauthenticated = options.onUnauthenticated ?? signOutToLogin;
  const onForbidden = options.onForbidden ?? logForbidden;

  const handleUnauthenticated = () => {
    clearTokens(options.storage);
    onUnauthenticated();
  };

  return async (params, variables, _cacheConfig, uploadables) => {
    const document = documentRef(params, options.sendDocumentIds);
    const token = getToken(options.storage);
    const headers: Record<string, string> = { Accept: 'application/json', ...CLIENT_IDENTITY_HEADERS };
    if (token) headers.Authorization = `Bearer ${token}`;

    let body: BodyInit;
    if (uploadables && Object.keys(uploadables).length > 0) {
      body = multipartBody(document, variables, uploadables, params.name);
      // Apollo's CSRF prevention accepts multipart only with a preflight-forcing header.
      headers['Apollo-Require-Preflight'] = 'true';
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify({ ...document, variables, operationName: params.name });
    }

    const response = await doFetch(url, { method: 'POST', headers, body });

    if (response.status === 401) {
      handleUnauthenticated();
      throw new GraphQLRequestError([{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }]);
    }
    if (response.status === 403) onForbidden();

    let json: { data?: unknown; errors?: GraphQLErrorEntry[] };
    try {
      json = (await response.json()) as typeof json;
    } catch {
      throw new GraphQLRequestError([], `Request failed with status ${response.status}`);
    }

    const codes = errorCodes(json.errors);
    if (codes.includes('UNAUTHENTICATED')) handleUnauthenticated();
    if (codes.includes('FORBIDDEN') && response.status !== 403) onForbidden();

    // Without data there is nothing for Relay to store: surface the server's message instead.
    if (json.errors?.length && (json.data === null || json.data === undefined)) {
      throw new GraphQLRequestError(json.errors);
    }
    return json as GraphQLResponse;
  };
}
