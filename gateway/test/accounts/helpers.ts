import type { GraphQLResponse, Stack } from '../support/stack.ts';

export { codesOf, startStack, type Stack } from '../support/stack.ts';

export interface UploadFile {
  /** Where the file goes in the operation, e.g. `variables.input.avatar`. */
  path: string;
  content: Buffer;
  name: string;
  type?: string;
}

/**
 * A GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec):
 * `operations`, `map`, then the files; with the preflight header Apollo's CSRF prevention requires.
 */
export async function gqlUpload<T = Record<string, unknown>>(
  stack: Stack,
  query: string,
  variables: Record<string, unknown>,
  files: UploadFile[],
  token?: string | null,
  headers: Record<string, string> = { 'apollo-require-preflight': 'true' },
): Promise<GraphQLResponse<T>> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify(Object.fromEntries(files.map((file, index) => [String(index), [file.path]]))));
  files.forEach((file, index) => form.append(String(index), new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }), file.name));
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const body = (await response.json()) as Omit<GraphQLResponse<T>, 'status'>;
  return { status: response.status, ...body } as GraphQLResponse<T>;
}

/** The first error's `extensions.fields`. */
export function fieldsOf(response: GraphQLResponse<unknown>): Record<string, string> | undefined {
  return response.errors?.[0]?.extensions?.['fields'] as Record<string, string> | undefined;
}

let counter = 0;
export function uniqueEmail(prefix = 'gql'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');

/** The three demo roles, by GraphQL Role enum. */
export const ROLE_IDS = { LOAN_OFFICER: globalId('UserRole', 1), ACCOUNT_EXECUTIVE: globalId('UserRole', 2), ADMIN: globalId('UserRole', 3) };
