import type { ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { PropertyDataSource, type PropertyAddress } from '../../src/datasources/property.ts';
import { propertyFromRecord } from '../../src/property/record.ts';
import { useProviderServers } from '../harness/providerServers.ts';
import { after, json } from '../harness/stubServer.ts';
import { endpoint, failureOf, TEST_KEY } from '../harness/thirdParty.ts';

const servers = useProviderServers('property');

const MAGNOLIA: PropertyAddress = { street: '88 Magnolia Ct', city: 'Charlotte', state: 'NC', zipcode: '28203' };

const property = (baseUrl: string, overrides = {}) => new PropertyDataSource(endpoint(baseUrl, { retries: 1, ...overrides }));
const sandboxUrl = () => `${servers.sandbox.url}/sandbox/property`;

describe('PropertyDataSource against the sandbox', () => {
  it('returns results.properties[0] with every field of the Property result', async () => {
    const result = propertyFromRecord(await property(sandboxUrl()).lookup(MAGNOLIA));
    expect(result.foreclosureStatus).toBe('In Foreclosure');
    expect(result.address.formatted).toBe('88 Magnolia Ct, Charlotte, NC 28203');
    for (const key of ['estimatedValue', 'lienAmount', 'equity', 'equityPercent', 'ltv', 'confidenceScore'] as const) {
      expect(typeof result[key], key).toBe('number');
    }
    expect(result.equity).toBe(result.estimatedValue! - result.lienAmount!);
    expect(result.priceRange!.min).toBeLessThan(result.priceRange!.max!);
    expect(Object.values(result.characteristics).every((value) => value !== null)).toBe(true);
    expect(result.owner).toEqual({
      name: expect.any(String),
      mailingAddress: '88 Magnolia Ct, Charlotte, NC 28203',
      propertyAddress: '88 Magnolia Ct, Charlotte, NC 28203',
      ownerType: 'Individual',
      absenteeOwner: false,
    });
    expect(result.taxHistory).toHaveLength(5);
    expect(result.salesHistory[0]).toEqual({
      date: expect.any(String),
      price: expect.any(Number),
      buyers: [expect.any(String)],
      sellers: [expect.any(String)],
      documentType: expect.any(String),
    });
    const openLoan = result.loanHistory.find((loan) => loan.currentBalance! > 0)!;
    expect(Object.values(openLoan).every((value) => value !== null)).toBe(true);
    // The loan in default was modified: the recorded amount differs from the original.
    expect(openLoan.amount).not.toBe(openLoan.originalAmount);
  });

  it('reports a known address without a record as PROPERTY_NO_DATA', async () => {
    const failure = await failureOf(
      property(sandboxUrl()).lookup({ street: 'Lot 7 Prairie Wind Dr', city: 'Frisco', state: 'TX', zipcode: '75034' }),
    );
    expect(failure).toMatchObject({ code: 'PROPERTY_NO_DATA', message: 'No property data found in BatchData API response' });
  });

  it('reports an unknown address (404) as PROPERTY_NOT_FOUND', async () => {
    const failure = await failureOf(
      property(sandboxUrl()).lookup({ street: '1 Nowhere Rd', city: 'Springfield', state: 'IL', zipcode: '62701' }),
    );
    expect(failure).toMatchObject({ code: 'PROPERTY_NOT_FOUND', message: 'Property not found in BatchData database' });
  });

  it('reports a wrong key (401) as PROPERTY_UNAUTHORIZED', async () => {
    const failure = await failureOf(property(sandboxUrl(), { apiKey: 'wrong' }).lookup(MAGNOLIA));
    expect(failure).toMatchObject({ code: 'PROPERTY_UNAUTHORIZED', message: 'Invalid API credentials' });
  });

  it('reports the rate limit (429) as PROPERTY_RATE_LIMITED', async () => {
    const source = property(`${servers.limited.url}/sandbox/property`);
    await source.lookup(MAGNOLIA);
    const failure = await failureOf(source.lookup(MAGNOLIA));
    expect(failure).toMatchObject({ code: 'PROPERTY_RATE_LIMITED', message: 'API rate limit exceeded. Please try again later.' });
  });
});

describe('PropertyDataSource against a stub server', () => {
  beforeEach(() => servers.stub.handle((_req, res) => json(res, 404, {})));

  it('posts {requests: [{street, city, state, zipcode}]} with the bearer key', async () => {
    servers.stub.handle((_req, res) => json(res, 200, { results: { properties: [{ address: { street: 'x' } }] } }));
    await property(servers.stub.url).lookup(MAGNOLIA);
    const [request] = servers.stub.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/property/lookup/all-attributes');
    expect(request!.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
    expect(JSON.parse(request!.body)).toEqual({ requests: [MAGNOLIA] });
  });

  it('retries a lookup once after 5xx (it reads, so it is idempotent), then gives the generic message', async () => {
    servers.stub.handle((_req, res) => json(res, 502, { detail: 'secret-upstream-detail' }));
    const failure = await failureOf(property(servers.stub.url).lookup(MAGNOLIA));
    expect(failure).toMatchObject({ code: 'PROPERTY_UNAVAILABLE', message: 'Failed to fetch property data. Please try again.' });
    expect(JSON.stringify(failure)).not.toContain('secret-upstream-detail');
    expect(servers.stub.requests).toHaveLength(2);
  });

  it('does not retry a 4xx', async () => {
    servers.stub.handle((_req, res) => json(res, 400, {}));
    expect((await failureOf(property(servers.stub.url).lookup(MAGNOLIA))).code).toBe('PROPERTY_UNAVAILABLE');
    expect(servers.stub.requests).toHaveLength(1);
  });

  it('times out a slow answer', async () => {
    servers.stub.handle((_req, res) => after(800, () => json(res, 200, { results: { properties: [{}] } })));
    expect((await failureOf(property(servers.stub.url, { timeoutMs: 100 }).lookup(MAGNOLIA))).code).toBe('PROPERTY_UNAVAILABLE');
    expect(servers.stub.requests).toHaveLength(2);
  });

  it.each([
    ['an HTML page', (res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>')],
    ['broken JSON', (res: ServerResponse) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"results":')],
    ['wrong types', (res: ServerResponse) => json(res, 200, { results: { properties: [{ valuation: { estimatedValue: 'a lot' } }] } })],
  ])('reports %s as PROPERTY_UNAVAILABLE', async (_name, respond) => {
    servers.stub.handle((_req, res) => respond(res));
    expect((await failureOf(property(servers.stub.url).lookup(MAGNOLIA))).code).toBe('PROPERTY_UNAVAILABLE');
  });

  it('reports an answer without results as PROPERTY_NO_DATA', async () => {
    servers.stub.handle((_req, res) => json(res, 200, { status: { code: 200 } }));
    expect((await failureOf(property(servers.stub.url).lookup(MAGNOLIA))).code).toBe('PROPERTY_NO_DATA');
  });
});
