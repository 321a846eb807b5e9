import { describe, expect, it } from 'vitest';
import { useTestApi } from './helpers/test-api.ts';

const { api, officer } = useTestApi();

describe('GET /healthz', () => {
  it('answers ok while the database answers', async () => {
    const response = await fetch(`${api.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('security headers', () => {
  it.each([
    ['a JSON answer', '/api/Lender/GetAllLenders'],
    ['a 404', '/no/such/route'],
    ['the health check', '/healthz'],
  ])('are on %s', async (_name, route) => {
    const response = await fetch(`${api.url}${route}`, { headers: { authorization: `Bearer ${officer.token}` } });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('compression', () => {
  it('compresses JSON answers for clients that accept it and not for those that do not', async () => {
    const route = `${api.url}/api/Lender/GetAllLenders`;
    const compressed = await fetch(route, { headers: { authorization: `Bearer ${officer.token}`, 'accept-encoding': 'gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = (await compressed.json()) as { data: unknown[] };
    expect(body.data.length).toBeGreaterThan(0);

    const plain = await fetch(route, { headers: { authorization: `Bearer ${officer.token}`, 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { data: unknown[] }).data).toEqual(body.data);
  });
});
