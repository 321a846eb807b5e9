import { DEMO_PASSWORD } from '@lendhub/api/testing/seed';

/** POST `<gatewayUrl>/graphql` (with `token` as the bearer token): the answer's data, or an error with its GraphQL errors. */
export async function gatewayData<T>(
  gatewayUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(`${response.status} ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A seeded account's token, signed in through the gateway's login mutation (the officer unless told). */
export async function signInThrough(gatewayUrl: string, email = 'officer@lendhub.demo'): Promise<string> {
  const { login } = await gatewayData<{ login: { token: string } }>(
    gatewayUrl,
    'mutation SignIn($input: LoginInput!) { login(input: $input) { token } }',
    { input: { email, password: DEMO_PASSWORD } },
  );
  return login.token;
}
