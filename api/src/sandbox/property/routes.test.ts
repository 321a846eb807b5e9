import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxServer, type RunningSandbox } from '../standalone.ts';
import type { PropertyLookupResponse } from './wire.ts';

const KEY = 'test-sandbox-key';
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandboxServer({ apiKey: KEY, rateLimit: { limit: 1000, windowMs: 60_000 }, crm: false, property: true });
});
afterAll(() => sandbox.close());

function lookup(body: unknown, key = KEY, url = sandbox.url) {
  return fetch(`${url}/sandbox/property/property/lookup/all-attributes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const one = (street: string, city: string, state: string, zipcode: string) => ({ requests: [{ street, city, state, zipcode }] });

describe('sandbox property service', () => {
  it('returns the full record of a known address in results.properties[0]', async () => {
    const response = await lookup(one('88 Magnolia Ct', 'Charlotte', 'NC', '28203'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as PropertyLookupResponse;
    const property = body.results.properties[0]!;
    expect(property.address).toMatchObject({
      street: '88 Magnolia Ct',
      city: 'Charlotte',
      state: 'NC',
      zip: '28203',
      county: 'Mecklenburg',
    });
    expect(property.foreclosure?.status).toBe('Notice of Default');
    expect(property.valuation.estimatedValue).toBeGreaterThan(0);
    expect(property.valuation.equity).toBe(property.valuation.estimatedValue - property.openLien.totalOpenLienBalance);
    expect(property.deedHistory.length).toBeGreaterThan(0);
    expect(property.mortgageHistory.length).toBeGreaterThan(0);
    expect(property.taxHistory.map((t) => t.year)).toEqual([2020, 2021, 2022, 2023, 2024]);
    expect(body.results.meta).toEqual({ requestCount: 1, matchCount: 1, noMatchCount: 0 });
  });

  it('matches spelled-out street words, odd spacing and ZIP+4; or city and state without a ZIP', async () => {
    const spelled = await lookup(one(' 1200  Ocean View Drive ', 'San Diego', 'CA', '92109-1234'));
    expect(((await spelled.json()) as PropertyLookupResponse).results.properties[0]!.address.street).toBe('1200 Ocean View Dr');
    const noZip = await lookup(one('215 peachtree walk', 'atlanta', 'ga', ''));
    expect(((await noZip.json()) as PropertyLookupResponse).results.properties[0]!.owner.ownerType).toBe('Trust');
  });

  it('answers 404 for an address it does not know', async () => {
    const response = await lookup(one('1 Nowhere Rd', 'Springfield', 'IL', '62701'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      status: { code: 404, text: 'Not Found', message: 'No property matched the requested address' },
    });
  });

  it('answers 200 with no properties for a known address without a record', async () => {
    const response = await lookup(one('Lot 7 Prairie Wind Dr', 'Frisco', 'TX', '75034'));
    expect(response.status).toBe(200);
    expect(((await response.json()) as PropertyLookupResponse).results.properties).toEqual([]);
  });

  it('answers 400 for a body without requests and 401 for a wrong key', async () => {
    expect((await lookup({})).status).toBe(400);
    expect((await lookup({ requests: [{ city: 'Austin' }] })).status).toBe(400);
    const unauthorized = await lookup(one('88 Magnolia Ct', 'Charlotte', 'NC', '28203'), 'not-the-key');
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toEqual({ status: { code: 401, text: 'Unauthorized', message: 'Invalid API key' } });
  });

  it('answers 429 once the rate limit is passed', async () => {
    const limited = await startSandboxServer({ apiKey: KEY, rateLimit: { limit: 2, windowMs: 60_000 }, crm: false, property: true });
    try {
      const statuses = [];
      for (let n = 0; n < 3; n += 1)
        statuses.push((await lookup(one('88 Magnolia Ct', 'Charlotte', 'NC', '28203'), KEY, limited.url)).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
