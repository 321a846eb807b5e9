/**
 * The web app is a client of the gateway like any internal tool (docs/api-clients.md "API clients for internal
 * tools"): every request names it, with Apollo's client-awareness headers, so the gateway's access
 * lines, metrics and field usage tell it apart. The version is the build's (VITE_LENDHUB_VERSION at
 * build time, e.g. the release tag or commit), 'dev' otherwise.
 */
export const WEB_CLIENT_NAME = 'lendhub-web';
export const WEB_CLIENT_VERSION: string = (import.meta.env['VITE_LENDHUB_VERSION'] as string | undefined) || 'dev';

export const CLIENT_IDENTITY_HEADERS: Readonly<Record<string, string>> = {
  'apollographql-client-name': WEB_CLIENT_NAME,
  'apollographql-client-version': WEB_CLIENT_VERSION,
};
