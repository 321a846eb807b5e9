import { GraphQLClient } from 'graphql-request';

/** Who this tool is, as the gateway's logs, metrics and field usage will name it. */
export const CLIENT_NAME = 'ticket-backlog-report';
export const CLIENT_VERSION = '1.0.0';

/**
 * A GraphQL client for the portal acting as the registered API client whose key is given: the key
 * as the bearer token (`lhc_…`, never a user's token) and Apollo's client-awareness headers.
 */
export function portalClient(url: string, key: string): GraphQLClient {
  return new GraphQLClient(`${url.replace(/\/$/, '')}/graphql`, {
    headers: {
      authorization: `Bearer ${key}`,
      'apollographql-client-name': CLIENT_NAME,
      'apollographql-client-version': CLIENT_VERSION,
    },
  });
}
