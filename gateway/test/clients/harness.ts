import type { GraphQLResponse } from '../harness/stack.ts';

/** GraphQL documents and calls shared by the API-client tests. */
export const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterApiClientInput!) {
    registerApiClient(input: $input) { key message apiClient { id name role keyHint requestsPerMinute maxCostPerOperation costPerMinute } }
  }
`;
export const ROTATE = /* GraphQL */ `mutation Rotate($input: RotateApiClientKeyInput!) { rotateApiClientKey(input: $input) { key message apiClient { keyHint } } }`;
export const REVOKE = /* GraphQL */ `mutation Revoke($input: RevokeApiClientInput!) { revokeApiClient(input: $input) { message apiClient { revokedAt } } }`;
export const PUBLISH = /* GraphQL */ `
  mutation Publish($input: PublishApiClientDocumentsInput!) { publishApiClientDocuments(input: $input) { message apiClient { documentCount } } }
`;
export const USAGE = /* GraphQL */ `
  query Usage($coordinate: String!, $prefix: Boolean) { fieldUsage(coordinate: $coordinate, prefix: $prefix) { clientName clientVersion coordinate operations lastDay } }
`;

export interface ClientCall {
  key: string;
  query?: string;
  documentId?: string;
  variables?: Record<string, unknown>;
  name?: string;
  version?: string;
}

/** POST /graphql as an API client: its key as the bearer token, Apollo's client-awareness headers. */
export async function asClient<T = Record<string, unknown>>(gatewayUrl: string, call: ClientCall): Promise<GraphQLResponse<T>> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${call.key}`,
      'apollographql-client-name': call.name ?? 'test-tool',
      'apollographql-client-version': call.version ?? '1.0.0',
    },
    body: JSON.stringify({
      ...(call.query ? { query: call.query } : {}),
      ...(call.documentId ? { documentId: call.documentId } : {}),
      variables: call.variables ?? {},
    }),
  });
  return { status: response.status, ...((await response.json()) as object) } as GraphQLResponse<T>;
}

let sequence = 0;
export const uniqueName = (prefix: string) => `${prefix}-${process.pid}-${Date.now().toString(36)}-${(sequence += 1)}`;
