import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiDataSource } from './api.ts';
import { RETRY_WINDOW_MS, setReconnectWindow } from './connectionRetry.ts';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

/** A stub upstream: each path answers a fixed status and body, and every request is recorded. */
let server: http.Server;
let baseUrl: string;
const seen: Seen[] = [];

const routes: Record<string, { status: number; body: unknown; delayMs?: number; raw?: string }> = {
  '/ok': { status: 200, body: { status: 200, responseMsg: 'OK', data: { hello: 'world' } } },
  '/bad': {
    status: 400,
    body: {
      status: 400,
      responseMsg: 'Please input the title!',
      data: { errors: { title: 'Please input the title!', content: 'Please write some content!' } },
    },
  },
  '/unauthorized': { status: 401, body: { status: 401, responseMsg: 'Unauthorized', data: null } },
  '/forbidden': { status: 403, body: { status: 403, responseMsg: 'Forbidden', data: null } },
  '/missing': { status: 404, body: { status: 404, responseMsg: 'Lender not found', data: null } },
  '/boom': {
    status: 500,
    body: { status: 500, responseMsg: 'relation "users" does not exist at pg/lib/client.js', data: { stack: 'secret stack' } },
  },
  '/html': { status: 502, body: null, raw: '<html>Bad gateway</html>' },
  '/not-envelope': { status: 200, body: { hello: 'world' } },
  '/slow': { status: 200, body: { status: 200, responseMsg: 'OK', data: 1 }, delayMs: 500 },
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body,
      });
      const route = routes[url.pathname] ?? routes['/ok']!;
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(route.status, { 'content-type': route.raw ? 'text/html' : 'application/json' });
        res.end(route.raw ?? JSON.stringify(route.body));
      }, route.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function errorOf(promise: Promise<unknown>): Promise<GraphQLError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    return error as GraphQLError;
  }
  throw new Error('expected the call to fail');
}

describe('ApiDataSource', () => {
  it('unwraps the envelope and forwards the caller token', async () => {
    const api = new ApiDataSource(baseUrl, 'caller-token');
    expect(await api.get('/ok', { a: 1, empty: '', none: undefined })).toEqual({ hello: 'world' });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/ok?a=1', authorization: 'Bearer caller-token' });
  });

  it('sends JSON bodies, FormData, and per-call token overrides', async () => {
    const api = new ApiDataSource(`${baseUrl}/`, null);
    await api.post('/ok', { title: 'x' });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', authorization: undefined, contentType: 'application/json', body: '{"title":"x"}' });
    await api.put('/ok', { a: 1 }, { token: 'fresh' });
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', authorization: 'Bearer fresh' });
    await api.delete('/ok');
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE' });
    const form = new FormData();
    form.set('FullName', 'Ada');
    form.set('File', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
    await api.postForm('/ok', form);
    expect(seen.at(-1)?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.at(-1)?.body).toContain('name="FullName"');
  });

  it('answers a write with the data and the API message (the success text mutation payloads pass on)', async () => {
    const api = new ApiDataSource(baseUrl, null);
    expect(await api.write('POST', '/ok', { title: 'x' })).toEqual({ data: { hello: 'world' }, message: 'OK' });
    expect(await api.write('DELETE', '/ok')).toEqual({ data: { hello: 'world' }, message: 'OK' });
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', body: '' });
  });

  it('maps 4xx to client codes with the API message, and 400 field errors to extensions.fields', async () => {
    const api = new ApiDataSource(baseUrl, null);
    const bad = await errorOf(api.post('/bad', {}));
    expect(bad.message).toBe('Please input the title!');
    expect(bad.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { title: 'Please input the title!', content: 'Please write some content!' },
    });
    expect((await errorOf(api.get('/unauthorized'))).extensions).toEqual({ code: 'UNAUTHENTICATED' });
    expect((await errorOf(api.get('/forbidden'))).extensions).toEqual({ code: 'FORBIDDEN' });
    const missing = await errorOf(api.get('/missing'));
    expect([missing.message, missing.extensions['code']]).toEqual(['Lender not found', 'NOT_FOUND']);
  });

  it("masks the API's own 500 and an answer without an envelope as an internal error", async () => {
    const api = new ApiDataSource(baseUrl, null);
    for (const path of ['/boom', '/not-envelope']) {
      const error = await errorOf(api.get(path));
      expect(error.message).toBe('Internal server error');
      expect(error.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
      expect(JSON.stringify(error)).not.toMatch(/relation|stack/);
    }
  });

  it('says the service is unavailable when something in front of the API answers 502, without its body', async () => {
    const error = await errorOf(new ApiDataSource(baseUrl, null).get('/html'));
    expect(error.extensions['code']).toBe('SERVICE_UNAVAILABLE');
    expect(JSON.stringify(error)).not.toMatch(/Bad gateway|html/);
  });

  it('aborts a call after its timeout, as an unavailable service', async () => {
    const api = new ApiDataSource(baseUrl, null);
    const started = Date.now();
    const error = await errorOf(api.get('/slow', undefined, { timeoutMs: 100 }));
    expect(error.extensions['code']).toBe('SERVICE_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(450);
  });

  it('says the service is unavailable when the API cannot be reached', async () => {
    // Without the reconnect window (connectionRetry.ts), which would keep retrying the refusal for seconds.
    setReconnectWindow(0);
    const api = new ApiDataSource('http://127.0.0.1:1', null);
    expect((await errorOf(api.get('/ok'))).extensions['code']).toBe('SERVICE_UNAVAILABLE');
    setReconnectWindow(RETRY_WINDOW_MS);
  });
});
