import type { GraphQLResponse, Stack } from './stack.ts';

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
  files.forEach((file, index) =>
    form.append(String(index), new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }), file.name),
  );
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const body = (await response.json()) as Omit<GraphQLResponse<T>, 'status'>;
  return { status: response.status, ...body } as GraphQLResponse<T>;
}
