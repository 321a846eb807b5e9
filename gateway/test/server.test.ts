import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, startGateway, type RunningGateway } from '../src/index.ts';
import { type Stack, startStack } from './harness/stack.ts';

let stack: Stack;
let production: RunningGateway;
const OPERATOR_KEY = 'operator-key-for-tests';
let tempDir: string;
const STORED_NAME = `${'ab12'.repeat(8)}.png`;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

beforeAll(async () => {
  tempDir = await mkdtemp(path.join(tmpdir(), 'lendhub-gateway-test-'));
  const webDist = path.join(tempDir, 'web-dist');
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>LendHub test app</title>');
  await writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log("app")');
  // Twins as web/scripts/compress-assets.mjs writes them (their contents tell which one was sent).
  await writeFile(path.join(webDist, 'assets', 'app.js.br'), brotliCompressSync('console.log("brotli twin")'));
  await writeFile(path.join(webDist, 'assets', 'app.js.gz'), gzipSync('console.log("gzip twin")'));
  const apiData = path.join(tempDir, 'api-data');
  stack = await startStack({ webDist }, { dataDir: apiData });
  await writeFile(path.join(apiData, 'uploads', STORED_NAME), PNG);
  production = await startGateway({
    port: 0,
    host: '127.0.0.1',
    apiUrl: stack.upstream.url,
    jwtSecret: stack.jwtSecret,
    webDist,
    production: true,
    operatorKey: OPERATOR_KEY,
  });
});

afterAll(async () => {
  await production?.close();
  await stack?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

describe('limits', () => {
  // Depth, aliases, directives, tokens and cost: test/limits/limits.test.ts.
  it('answers 413 for a JSON body over the size limit', async () => {
    const response = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { id } }', variables: { padding: 'x'.repeat(1_100_000) } }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [{ message: `Request body is larger than ${LIMITS.jsonBodyLimit}`, extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
  });
});

describe('errors', () => {
  it('never sends upstream bodies or stack traces', async () => {
    const result = await stack.gql('mutation { login(input: { email: "admin@lendhub.demo", password: "wrong-one" }) { token } }');
    expect(result.errors![0]!.extensions).toEqual({ code: 'UNAUTHENTICATED' });
    expect(JSON.stringify(result)).not.toMatch(/stacktrace|response|responseMsg/);
  });
});

describe('HTTP surface', () => {
  it('answers GraphQL over GET too (with the CSRF-safe header)', async () => {
    const response = await fetch(`${stack.gateway.url}/graphql?query=${encodeURIComponent('{ viewer { id } }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(await response.json()).toEqual({ data: { viewer: null } });
  });

  it('marks every GraphQL answer as not to be stored (each is the caller’s own data)', async () => {
    const headers = { 'content-type': 'application/json' };
    const body = JSON.stringify({ query: '{ viewer { id } }' });
    for (const url of [`${stack.gateway.url}/graphql`, `${production.url}/graphql`]) {
      const response = await fetch(url, { method: 'POST', headers: { ...headers, 'x-operator-key': OPERATOR_KEY }, body });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      // Nor given a validator: no client may revalidate it, and hashing each answer cost every request.
      expect(response.headers.get('etag')).toBeNull();
    }
  });

  it('sends no CORS headers (same origin only)', async () => {
    const response = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('shows the Sandbox landing page outside production and none in production', async () => {
    const dev = await fetch(`${stack.gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(dev.status).toBe(200);
    expect(await dev.text()).toMatch(/sandbox/i);
    const prod = await fetch(`${production.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await prod.text()).not.toMatch(/sandbox/i);
  });

  it('disables introspection in production only', async () => {
    const query = JSON.stringify({ query: '{ __schema { queryType { name } } }' });
    const headers = { 'content-type': 'application/json' };
    const dev = await (await fetch(`${stack.gateway.url}/graphql`, { method: 'POST', headers, body: query })).json();
    expect(dev).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    // Even with the operator key (which lets a free-form document through), production has no introspection.
    const prod = (await (
      await fetch(`${production.url}/graphql`, { method: 'POST', headers: { ...headers, 'x-operator-key': OPERATOR_KEY }, body: query })
    ).json()) as {
      errors: Array<{ message: string }>;
    };
    expect(prod.errors).toHaveLength(1);
    expect(prod.errors[0]!.message).toMatch(/introspection/i);
  });

  it('serves the web app with a history fallback for client routes', async () => {
    for (const route of ['/', '/login', '/Lender/mega_capital', '/dashboard/profile']) {
      const response = await fetch(`${stack.gateway.url}${route}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('LendHub test app');
    }
    const asset = await fetch(`${stack.gateway.url}/assets/app.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(await asset.text()).toBe('console.log("app")');
    expect((await fetch(`${stack.gateway.url}/assets/missing.js`)).status).toBe(404);
  });

  it('sends the sign-in page (signin.html) for /login and /register when the build has one', async () => {
    const signInHtml = path.join(tempDir, 'web-dist', 'signin.html');
    await writeFile(signInHtml, '<!doctype html><title>LendHub sign-in entry</title>');
    try {
      for (const route of ['/login', '/register', '/register?token=abc', '/LOGIN', '/login/']) {
        const response = await fetch(`${stack.gateway.url}${route}`, { headers: { accept: 'text/html' } });
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(await response.text()).toContain('LendHub sign-in entry');
      }
      for (const route of ['/', '/lenders', '/login/extra', '/dashboard/profile']) {
        expect(await (await fetch(`${stack.gateway.url}${route}`)).text()).toContain('LendHub test app');
      }
    } finally {
      await rm(signInHtml);
    }
  });

  it('sends hashed assets precompressed and cached for a year, index.html revalidated', async () => {
    const brotli = await fetch(`${stack.gateway.url}/assets/app.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toMatch(/javascript/);
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await brotli.text()).toBe('console.log("brotli twin")');

    const gzip = await fetch(`${stack.gateway.url}/assets/app.js`, { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe('console.log("gzip twin")');

    const plain = await fetch(`${stack.gateway.url}/assets/app.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await plain.text()).toBe('console.log("app")');

    const index = await fetch(`${stack.gateway.url}/lenders`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    // Revalidated by its own validator (static files make theirs; res.send's are off).
    expect(index.headers.get('etag')).toMatch(/^W\/"/);
    expect((await fetch(`${stack.gateway.url}/assets/%E0%A4%A.js`, { headers: { 'accept-encoding': 'br' } })).status).toBeLessThan(500);
  });

  it('compresses GraphQL answers of a kilobyte or more for clients that accept it', async () => {
    const query = '{ __schema { types { name } } }';
    const response = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ query }),
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(((await response.json()) as { data: { __schema: { types: unknown[] } } }).data.__schema.types.length).toBeGreaterThan(50);

    const small = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('proxies /uploads to the API so images are same-origin', async () => {
    const image = await fetch(`${stack.gateway.url}/uploads/${STORED_NAME}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    const missing = await fetch(`${stack.gateway.url}/uploads/${'cd34'.repeat(8)}.png`);
    expect(missing.status).toBe(404);
    const traversal = await fetch(`${stack.gateway.url}/uploads/..%2F..%2Fjwt-secret`);
    expect(traversal.status).toBe(400);
    expect(await traversal.text()).not.toContain(stack.jwtSecret);
  });
});
