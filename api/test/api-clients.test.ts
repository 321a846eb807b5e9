import { describe, expect, it } from 'vitest';
import { gatewayCallKey } from '@lendhub/server-kit/rate-limit';
import { TEST_JWT_SECRET, unique, useTestApi } from './helpers/test-api.ts';

/** Registered API clients (docs/api-clients.md "API clients for internal tools"): the API's half. */
const { api, admin, officer } = useTestApi();
const gateway = { 'x-gateway-key': gatewayCallKey(TEST_JWT_SECRET) };

async function register(body: Record<string, unknown> = {}) {
  const created = await api.call('POST', '/api/ApiClients', {
    token: admin.token,
    body: { name: unique('tool'), role: 'LOAN_OFFICER', ...body },
  });
  expect(created.status).toBe(201);
  return created.body.data as { client: { id: number; name: string; keyHint: string; userId: number }; key: string };
}

describe('API clients', () => {
  it('an Admin registers a client; its key is shown once and works only for the gateway, until rotated', async () => {
    const { client, key } = await register({ requestsPerMinute: 30 });
    expect(key).toMatch(/^lhc_[\w-]{40,}$/);
    expect(client).toMatchObject({
      role: 'LOAN_OFFICER',
      requestsPerMinute: 30,
      maxCostPerOperation: 5000,
      costPerMinute: 50000,
      keyHint: key.slice(-4),
      revokedAt: null,
    });
    const listed = await api.call('GET', '/api/ApiClients', { token: admin.token });
    expect(JSON.stringify(listed.body.data)).not.toContain(key);
    // Its service account is not a person: not in the Company Directory.
    const directory = await api.call('GET', '/api/User/GetDirectory', { token: officer.token });
    expect(directory.status).toBe(200);
    expect(JSON.stringify(directory.body.data)).not.toContain('API client:');

    // Only the gateway may turn a key into a token.
    expect((await api.call('POST', '/api/ApiClients/Authenticate', { body: { key } })).status).toBe(403);
    const authenticated = await api.call('POST', '/api/ApiClients/Authenticate', { headers: gateway, body: { key } });
    expect(authenticated.status).toBe(200);
    const token = authenticated.body.data.token as string;
    expect((await api.call('GET', '/api/User/GetUser', { token })).status).toBe(200);

    const rotated = await api.call('POST', `/api/ApiClients/${client.id}/RotateKey`, { token: admin.token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.key).not.toBe(key);
    // The old key and the token given for it stop at once; the new key works.
    expect((await api.call('POST', '/api/ApiClients/Authenticate', { headers: gateway, body: { key } })).status).toBe(401);
    expect((await api.call('GET', '/api/User/GetUser', { token })).status).toBe(401);
    expect(
      (await api.call('POST', '/api/ApiClients/Authenticate', { headers: gateway, body: { key: rotated.body.data.key } })).status,
    ).toBe(200);

    const revoked = await api.call('POST', `/api/ApiClients/${client.id}/Revoke`, { token: admin.token });
    expect(revoked.body.data.revokedAt).toEqual(expect.any(String));
    expect(
      (await api.call('POST', '/api/ApiClients/Authenticate', { headers: gateway, body: { key: rotated.body.data.key } })).status,
    ).toBe(401);
    expect((await api.call('POST', `/api/ApiClients/${client.id}/RotateKey`, { token: admin.token })).body.responseMsg).toBe(
      'This API client is revoked: register a new one',
    );
  });

  it('is an Admin’s alone, with clear refusals', async () => {
    expect((await api.call('GET', '/api/ApiClients', { token: officer.token })).status).toBe(403);
    expect((await api.call('POST', '/api/ApiClients', { token: officer.token, body: { name: 'x', role: 'ADMIN' } })).status).toBe(403);
    const { client } = await register();
    const duplicate = await api.call('POST', '/api/ApiClients', {
      token: admin.token,
      body: { name: client.name.toUpperCase(), role: 'ADMIN' },
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.responseMsg).toBe('An API client with this name already exists');
    const bad = await api.call('POST', '/api/ApiClients', { token: admin.token, body: { name: 'ok', role: 'ROOT', costPerMinute: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toMatchObject({
      role: expect.any(String),
      costPerMinute: 'Cost per minute must be a whole number from 1 to 100000000',
    });
    expect((await api.call('GET', '/api/ApiClients/999999', { token: admin.token })).status).toBe(404);
  });

  it('keeps published documents and field usage in daily buckets', async () => {
    const { client } = await register();
    const published = await api.call('POST', `/api/ApiClients/${client.id}/Documents`, {
      token: admin.token,
      body: { documents: { a: 'query A { viewer { id } }', b: 'query B { viewer { email } }' } },
    });
    expect(published.body.data).toEqual({ documentCount: 2 });
    const replaced = await api.call('POST', `/api/ApiClients/${client.id}/Documents`, {
      token: admin.token,
      body: { documents: { c: 'query C { viewer { id } }' }, replace: true },
    });
    expect(replaced.body.data).toEqual({ documentCount: 1 });
    expect((await api.call('GET', `/api/ApiClients/${client.id}/Documents`, { token: admin.token })).body.data).toEqual({
      c: 'query C { viewer { id } }',
    });

    const today = new Date().toISOString().slice(0, 10);
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    const row = { clientName: client.name, clientVersion: '1.0.0', coordinate: 'Lender.overlays' };
    expect((await api.call('POST', '/api/ApiClients/Usage', { body: { rows: [{ ...row, day: today, operations: 1 }] } })).status).toBe(403);
    for (const rows of [
      [{ ...row, day: today, operations: 2 }],
      [
        { ...row, day: today, operations: 3 },
        { ...row, day: old, operations: 50 },
      ],
    ]) {
      expect((await api.call('POST', '/api/ApiClients/Usage', { headers: gateway, body: { rows } })).status).toBe(200);
    }
    const usage = await api.call('GET', '/api/ApiClients/Usage?coordinate=Lender.overlays&days=30', { token: admin.token });
    expect(usage.body.data).toEqual([{ ...row, operations: 5, firstDay: today, lastDay: today }]);
    const wider = await api.call('GET', '/api/ApiClients/Usage?coordinate=Lender.&prefix=true&days=60', { token: admin.token });
    expect(wider.body.data[0].operations).toBe(55);
  });
});
