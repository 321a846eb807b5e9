// Calls the gateway directly, as a signed-in user (to set up or inspect state around a browser test).
import { expect, type APIRequestContext } from '@playwright/test';

export async function callGateway<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables }, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `GraphQL HTTP ${response.status()}`).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`GraphQL errors: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data as T;
}
