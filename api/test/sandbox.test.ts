import { describe, expect, it } from 'vitest';
import { sandboxApiKey } from '../src/index.ts';
import { TEST_JWT_SECRET, useTestApi } from './helpers/test-api.ts';

const { api, officer } = useTestApi();

describe('sandboxes served by the API', () => {
  it('serves the CRM and the property service under /sandbox with the key derived from the JWT secret', async () => {
    const headers = { authorization: `Bearer ${sandboxApiKey(TEST_JWT_SECRET)}`, 'content-type': 'application/json' };
    const pipelines = await fetch(`${api.url}/sandbox/crm/pipelines/`, { headers });
    expect(pipelines.status).toBe(200);
    expect(((await pipelines.json()) as { pipelines: { name: string }[] }).pipelines[0]!.name).toBe('Mortgage Pipeline');

    const lookup = await fetch(`${api.url}/sandbox/property/property/lookup/all-attributes`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ requests: [{ street: '1200 Ocean View Dr', city: 'San Diego', state: 'CA', zipcode: '92109' }] }),
    });
    expect(lookup.status).toBe(200);
  });

  it('refuses a user’s JWT in place of the sandbox key', async () => {
    const response = await fetch(`${api.url}/sandbox/crm/pipelines/`, { headers: { authorization: `Bearer ${officer.token}` } });
    expect(response.status).toBe(401);
  });
});
