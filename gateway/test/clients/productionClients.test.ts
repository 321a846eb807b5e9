import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../src/index.ts';
import { loadPersistedDocuments } from '../../src/platform/limits/trustedDocuments.ts';
import { startProductionGateway } from '../harness/productionGateway.ts';
import { useStack } from '../harness/signedIn.ts';
import type { GraphQLResponse } from '../harness/stack.ts';
import { asClient, PUBLISH, REGISTER, ROTATE, REVOKE, uniqueName } from './harness.ts';

/**
 * Registered clients on production gateways (NODE_ENV=production: trusted documents only), two of
 * them sharing Redis: a key rotated or revoked through one is refused at once by the other.
 */
const REDIS_URL = 'redis://127.0.0.1:6379/15';
const OPERATOR_KEY = 'operator-key-for-client-tests';
const stack = useStack();
let first: RunningGateway;
let second: RunningGateway;

beforeAll(async () => {
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  redis.disconnect();
  const options = { operatorKey: OPERATOR_KEY, redisUrl: REDIS_URL };
  [first, second] = await Promise.all([startProductionGateway(stack, options), startProductionGateway(stack, options)]);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

/** An Admin's free-form call on a production gateway: it needs the operator key (break-glass). */
async function asOperator<T>(gateway: RunningGateway, query: string, variables: Record<string, unknown>): Promise<GraphQLResponse<T>> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.admin}`, 'x-operator-key': OPERATOR_KEY },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as object) } as GraphQLResponse<T>;
}

const VIEWER = /* GraphQL */ `query ToolViewer { viewer { fullName } }`;
const OTHER = /* GraphQL */ `query ToolOther { viewer { email } }`;

async function registerWithDocuments() {
  const registered = await asOperator<{ registerApiClient: { key: string; apiClient: { id: string; name: string } } }>(first, REGISTER, {
    input: { name: uniqueName('prod-tool'), role: 'LOAN_OFFICER' },
  });
  expect(registered.errors).toBeUndefined();
  const { key, apiClient } = registered.data!.registerApiClient;
  const published = await asOperator(first, PUBLISH, {
    input: { apiClientId: apiClient.id, documents: [{ id: 'viewer-v1', text: VIEWER }] },
  });
  expect(published.errors).toBeUndefined();
  return { key, apiClient };
}

/** Until `check` holds (pub/sub takes a moment between processes), at most a second. */
async function soon(check: () => Promise<boolean>): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('a registered client in production', () => {
  it('runs its published documents (by id or exact text) and nothing else', async () => {
    const { key, apiClient } = await registerWithDocuments();
    const byId = await asClient<{ viewer: { fullName: string } }>(first.url, { key, documentId: 'viewer-v1' });
    expect(byId.data!.viewer.fullName).toBe(`API client: ${apiClient.name}`);
    expect((await asClient(second.url, { key, query: VIEWER })).data).toBeTruthy();

    const unpublished = await asClient(first.url, { key, query: OTHER });
    expect(unpublished.status).toBe(400);
    expect(unpublished.errors![0]!.extensions).toEqual({ code: 'PERSISTED_DOCUMENT_REQUIRED' });
    expect(unpublished.errors![0]!.message).toMatch(/^Only the documents this API client published are accepted here/);
    const unknownId = await asClient(first.url, { key, documentId: 'nope' });
    expect(unknownId.errors![0]!.extensions).toEqual({ code: 'PERSISTED_DOCUMENT_NOT_FOUND' });
    // The web app's documents are the web app's: a client cannot borrow their ids.
    const [webId] = loadPersistedDocuments().keys();
    expect((await asClient(first.url, { key, documentId: webId! })).errors![0]!.extensions).toEqual({
      code: 'PERSISTED_DOCUMENT_NOT_FOUND',
    });
  });

  it('a key rotated through one gateway is refused by the other at once; the new key works on both; revoked, nothing works', async () => {
    const { key, apiClient } = await registerWithDocuments();
    // Both gateways have checked (and remembered) the key.
    expect((await asClient(first.url, { key, documentId: 'viewer-v1' })).status).toBe(200);
    expect((await asClient(second.url, { key, documentId: 'viewer-v1' })).status).toBe(200);

    const rotated = await asOperator<{ rotateApiClientKey: { key: string } }>(first, ROTATE, { input: { apiClientId: apiClient.id } });
    const fresh = rotated.data!.rotateApiClientKey.key;
    // No answer with data for the old key on either gateway, from the first request on.
    const right = await asClient<{ viewer: unknown }>(second.url, { key, documentId: 'viewer-v1' });
    expect(right.data?.viewer ?? null).toBeNull();
    expect(await soon(async () => (await asClient(second.url, { key, documentId: 'viewer-v1' })).status === 401)).toBe(true);
    expect((await asClient(first.url, { key, documentId: 'viewer-v1' })).status).toBe(401);
    expect((await asClient(second.url, { key: fresh, documentId: 'viewer-v1' })).status).toBe(200);

    await asOperator(first, REVOKE, { input: { apiClientId: apiClient.id } });
    const revoked = await asClient<{ viewer: unknown }>(second.url, { key: fresh, documentId: 'viewer-v1' });
    expect(revoked.data?.viewer ?? null).toBeNull();
    expect(await soon(async () => (await asClient(second.url, { key: fresh, documentId: 'viewer-v1' })).status === 401)).toBe(true);
  });

  it('without Redis too, a key revoked through one gateway gets no data from the other on the next request', async () => {
    // No announcement between these two: the other gateway still remembers the key; the API is what refuses it.
    const [one, other] = await Promise.all([
      startProductionGateway(stack, { operatorKey: OPERATOR_KEY }),
      startProductionGateway(stack, { operatorKey: OPERATOR_KEY }),
    ]);
    try {
      const { key, apiClient } = await registerWithDocuments();
      expect((await asClient<{ viewer: unknown }>(other.url, { key, documentId: 'viewer-v1' })).data?.viewer).toBeTruthy();
      await asOperator(one, REVOKE, { input: { apiClientId: apiClient.id } });
      const revoked = await asClient<{ viewer: unknown }>(other.url, { key, documentId: 'viewer-v1' });
      expect(revoked.data?.viewer ?? null).toBeNull();
    } finally {
      await Promise.all([one.close(), other.close()]);
    }
  });
});
