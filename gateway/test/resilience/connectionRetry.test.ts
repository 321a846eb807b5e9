import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { apiFetch } from '../../src/datasources/apiFetch.ts';

/*
 * While the supervisor restarts the API (the cluster runs one API process), the gateway's calls wait and
 * go again instead of failing: a refused connection is retried for any method (the request never left),
 * a socket reset before any byte of the answer only for a GET; never past the call's own deadline.
 */
const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function listen(port: number, handler: http.RequestListener): Promise<http.Server> {
  const server = http.createServer(handler);
  servers.push(server);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const echo: http.RequestListener = (req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ method: req.method, body })));
};

describe('API calls over a restarting API', () => {
  it('a write whose connection is refused waits for the API to listen and is sent once', async () => {
    const port = await freePort();
    let received = 0;
    setTimeout(() => void listen(port, (req, res) => (received++, echo(req, res))), 400);
    const answer = await apiFetch(`http://127.0.0.1:${port}/api/Posts/AddComment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"text":"hello"}',
      signal: AbortSignal.timeout(5_000),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ method: 'POST', body: '{"text":"hello"}' });
    expect(received).toBe(1);
  });

  it('gives up when the call’s deadline is spent, with the refusal', async () => {
    const port = await freePort();
    const started = performance.now();
    await expect(apiFetch(`http://127.0.0.1:${port}/api/Feed`, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(1_500);
  });

  it('a GET whose socket is reset before any answer goes again; a POST does not (it may have been done)', async () => {
    const port = await freePort();
    const seen: string[] = [];
    await listen(port, (req, res) => {
      seen.push(req.method!);
      // The first request of each method: the connection dies before any byte of the answer.
      if (seen.filter((method) => method === req.method).length === 1) return req.socket.destroy();
      echo(req, res);
    });
    const read = await apiFetch(`http://127.0.0.1:${port}/api/Feed`, { signal: AbortSignal.timeout(5_000) });
    expect(read.status).toBe(200);
    await expect(
      apiFetch(`http://127.0.0.1:${port}/api/Posts/AddComment`, { method: 'POST', body: '{}', signal: AbortSignal.timeout(5_000) }),
    ).rejects.toThrow();
    expect(seen).toEqual(['GET', 'GET', 'POST']);
  });
});
