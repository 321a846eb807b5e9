import { describe, expect, it } from 'vitest';
import { codesOf } from '../harness/stack.ts';
import { useStack } from '../harness/signedIn.ts';
import { asClient, PUBLISH, REGISTER, REVOKE, ROTATE, uniqueName, USAGE } from './harness.ts';

/** Registered API clients in development mode (docs/api-clients.md "API clients for internal tools"). */
const stack = useStack();

const VIEWER = /* GraphQL */ `query ToolViewer { viewer { fullName role } }`;
const TICKETS = /* GraphQL */ `query ToolTickets { lenders(first: 2) { edges { node { name } } } }`;

async function register(input: Record<string, unknown> = {}) {
  const answer = await stack.gql<{ registerApiClient: { key: string; apiClient: { id: string; name: string; keyHint: string } } }>(
    REGISTER,
    { input: { name: uniqueName('tool'), role: 'LOAN_OFFICER', ...input } },
    stack.admin,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.registerApiClient;
}

describe('API client keys', () => {
  it('create, use, rotate (the old key refused at once), revoke', async () => {
    const { key, apiClient } = await register();
    expect(key).toMatch(/^lhc_/);
    expect(apiClient.keyHint).toBe(key.slice(-4));
    const used = await asClient<{ viewer: { fullName: string; role: string } }>(stack.gateway.url, { key, query: VIEWER });
    expect(used.data!.viewer).toEqual({ fullName: `API client: ${apiClient.name}`, role: 'LOAN_OFFICER' });

    const rotated = await stack.gql<{ rotateApiClientKey: { key: string; message: string } }>(
      ROTATE,
      { input: { apiClientId: apiClient.id } },
      stack.admin,
    );
    const fresh = rotated.data!.rotateApiClientKey.key;
    expect(fresh).not.toBe(key);
    const old = await asClient(stack.gateway.url, { key, query: VIEWER });
    expect(old.status).toBe(401);
    expect(old.errors![0]).toMatchObject({ message: 'Invalid or revoked API client key', extensions: { code: 'UNAUTHENTICATED' } });
    expect((await asClient(stack.gateway.url, { key: fresh, query: VIEWER })).data).toBeTruthy();

    const revoked = await stack.gql<{ revokeApiClient: { apiClient: { revokedAt: string } } }>(
      REVOKE,
      { input: { apiClientId: apiClient.id } },
      stack.admin,
    );
    expect(revoked.data!.revokeApiClient.apiClient.revokedAt).toEqual(expect.any(String));
    expect((await asClient(stack.gateway.url, { key: fresh, query: VIEWER })).status).toBe(401);
  });

  it('only an Admin manages clients', async () => {
    const refused = await stack.gql(REGISTER, { input: { name: uniqueName('nope'), role: 'ADMIN' } }, stack.officer);
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
    const listed = await stack.gql('query { apiClients { edges { node { name } } } }', {}, stack.lender);
    expect(codesOf(listed)).toEqual(['FORBIDDEN']);
    const bad = await stack.gql(REGISTER, { input: { name: '', role: 'ADMIN', requestsPerMinute: 0 } }, stack.admin);
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
  });

  it('publishes only documents that validate against the schema', async () => {
    const { apiClient } = await register();
    const refused = await stack.gql(
      PUBLISH,
      {
        input: {
          apiClientId: apiClient.id,
          documents: [
            { id: 'ok', text: VIEWER },
            { id: 'bad', text: 'query Bad { viewer { nope } }' },
          ],
        },
      },
      stack.admin,
    );
    expect(codesOf(refused)).toEqual(['BAD_USER_INPUT']);
    expect(refused.errors![0]!.extensions!['fields']).toMatchObject({
      bad: expect.stringContaining('Cannot query field "nope" on type "User"'),
    });
    const published = await stack.gql<{ publishApiClientDocuments: { apiClient: { documentCount: number } } }>(
      PUBLISH,
      { input: { apiClientId: apiClient.id, documents: [{ id: 'viewer', text: VIEWER }] } },
      stack.admin,
    );
    expect(published.data!.publishApiClientDocuments.apiClient.documentCount).toBe(1);
  });
});

describe('per-client limits, each refusal naming its limit', () => {
  it('requests per minute', async () => {
    const { key } = await register({ requestsPerMinute: 2 });
    expect((await asClient(stack.gateway.url, { key, query: VIEWER })).status).toBe(200);
    expect((await asClient(stack.gateway.url, { key, query: VIEWER })).status).toBe(200);
    const third = await asClient(stack.gateway.url, { key, query: VIEWER });
    expect(third.status).toBe(429);
    expect(third.errors![0]!.message).toMatch(/^API client tool-.* is over its limit of 2 requests per minute/);
    expect(third.errors![0]!.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', limit: 'requests per minute' });
  });

  it('cost per operation and cost per minute', async () => {
    // `viewer` costs 1 (one object), `lenders(first: 2)` more than 3.
    const { key } = await register({ maxCostPerOperation: 3, costPerMinute: 2 });
    const costly = await asClient(stack.gateway.url, { key, query: TICKETS });
    expect(costly.errors![0]!.message).toMatch(/its cost per operation limit is 3$/);
    expect(costly.errors![0]!.extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', limit: 'cost per operation' });
    expect((await asClient(stack.gateway.url, { key, query: VIEWER })).errors).toBeUndefined();
    expect((await asClient(stack.gateway.url, { key, query: VIEWER })).errors).toBeUndefined();
    const over = await asClient(stack.gateway.url, { key, query: VIEWER });
    expect(over.status).toBe(429);
    expect(over.errors![0]!.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', limit: 'cost per minute' });
  });

  it('allowed operations', async () => {
    const { key } = await register({ allowedOperations: ['ToolViewer'] });
    expect((await asClient(stack.gateway.url, { key, query: VIEWER })).errors).toBeUndefined();
    const other = await asClient(stack.gateway.url, { key, query: TICKETS });
    expect(other.errors![0]).toMatchObject({ extensions: { code: 'FORBIDDEN', limit: 'allowed operations' } });
  });
});

describe('field usage', () => {
  it('counts per client and version the fields and arguments of executed operations', async () => {
    const { key, apiClient } = await register();
    for (let i = 0; i < 3; i += 1) await asClient(stack.gateway.url, { key, query: TICKETS, version: '2.1.0' });
    await asClient(stack.gateway.url, { key, query: VIEWER, version: '2.2.0' });
    await stack.gateway.flushUsage();
    const lenders = await stack.gql<{ fieldUsage: { clientName: string; clientVersion: string; operations: number }[] }>(
      USAGE,
      { coordinate: 'Query.lenders(first)' },
      stack.admin,
    );
    expect(lenders.data!.fieldUsage.filter((row) => row.clientName === apiClient.name)).toEqual([
      expect.objectContaining({
        clientName: apiClient.name,
        clientVersion: '2.1.0',
        operations: 3,
        lastDay: new Date().toISOString().slice(0, 10),
      }),
    ]);
    const user = await stack.gql<{ fieldUsage: { clientName: string; coordinate: string; operations: number }[] }>(
      USAGE,
      { coordinate: 'User.', prefix: true },
      stack.admin,
    );
    const mine = user.data!.fieldUsage.filter((row) => row.clientName === apiClient.name).map((row) => [row.coordinate, row.operations]);
    expect(mine).toEqual([
      ['User.fullName', 1],
      ['User.role', 1],
    ]);
    // Requests without a registered key count under the name they send.
    await stack.gql(VIEWER, {}, stack.officer);
    await stack.gateway.flushUsage();
    const unknown = await stack.gql<{ fieldUsage: { clientName: string }[] }>(USAGE, { coordinate: 'Query.viewer' }, stack.admin);
    expect(unknown.data!.fieldUsage.map((row) => row.clientName)).toContain('unknown');
  });

  it('refuses a malformed coordinate', async () => {
    expect(codesOf(await stack.gql(USAGE, { coordinate: 'Lender overlays' }, stack.admin))).toEqual(['BAD_USER_INPUT']);
  });
});
