// The cluster's load balancer: round robin over the gateways, HTTP and WebSocket alike, with
// http-proxy-3 doing the proxying. A gateway whose /healthz does not answer 200 (stopped, or
// draining before a graceful stop) leaves the rotation within `checkIntervalMs`, and comes back
// when it answers again. No sticky sessions: every gateway serves any request and any socket.
import http from 'node:http';
import { Readable } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';

/** Health checks in a row that time out (1 s) before a gateway that still answers connections leaves the rotation. */
const SLOW_CHECKS_OUT = 3;

/**
 * @param {{ targets: string[], port: number, host?: string, checkIntervalMs?: number, log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, server: http.Server, healthy: () => string[], close: () => Promise<void> }>}
 */
export async function startBalancer({ targets, port, host, checkIntervalMs = 500, log = () => {} }) {
  const up = new Map(targets.map((target) => [target, true]));
  let turn = 0;
  const pick = (tried = new Set()) => {
    const healthy = targets.filter((target) => up.get(target) && !tried.has(target));
    if (tried.size && !healthy.length) return undefined;
    const pool = healthy.length ? healthy : targets; // all down: try anyway, the error says so
    return pool[turn++ % pool.length];
  };

  const proxy = createProxyServer({ xfwd: true, ws: true });
  const takeOut = (name, error) => {
    if (name && up.get(name)) {
      up.set(name, false);
      log(`balancer: ${name} failed (${error.message}); out of rotation until its /healthz answers`);
    }
  };
  proxy.on('error', (error, _req, resOrSocket, target) => {
    takeOut(typeof target === 'string' ? target : target?.href, error);
    if (resOrSocket instanceof http.ServerResponse) {
      if (!resOrSocket.headersSent) resOrSocket.writeHead(502, { 'content-type': 'text/plain' });
      resOrSocket.end('No gateway answered');
    } else resOrSocket?.destroy?.();
  });

  // A gateway that answers 503 ("stopping") or refuses the connection leaves at once; one that is only slow
  // to answer (a busy machine) leaves after SLOW_CHECKS_OUT slow checks in a row, so that a stopping
  // gateway's partner is not taken out with it and requests sent to a gateway that is not there.
  const slowChecks = new Map(targets.map((target) => [target, 0]));
  const check = async () => {
    await Promise.all(
      targets.map(async (target) => {
        const answer = await fetch(`${target}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
          (response) => (response.ok ? 'ok' : 'refused'),
          (error) => (error?.name === 'TimeoutError' ? 'slow' : 'refused'),
        );
        slowChecks.set(target, answer === 'slow' ? slowChecks.get(target) + 1 : 0);
        const ok = answer === 'ok' || (answer === 'slow' && up.get(target) && slowChecks.get(target) < SLOW_CHECKS_OUT);
        if (ok !== up.get(target)) log(`balancer: ${target} is ${ok ? 'back in' : 'out of'} rotation`);
        up.set(target, ok);
      }),
    );
  };
  const timer = setInterval(() => void check(), checkIntervalMs);
  timer.unref();

  // A request whose gateway refused the connection never reached it: it goes to another gateway, whatever
  // its method (a gateway stopping or restarting between two health checks costs the client nothing). A
  // connection reset before any answer may have reached it: only a GET or HEAD goes again. The body is
  // read first so that it can be sent twice.
  const forward = (req, res, body, tried) => {
    const target = pick(tried);
    tried.add(target);
    proxy.web(req, res, { target, buffer: Readable.from(body.length ? [body] : []) }, (error) => {
      takeOut(target, error);
      const code = /** @type {NodeJS.ErrnoException} */ (error).code;
      const again = code === 'ECONNREFUSED' || (code === 'ECONNRESET' && (req.method === 'GET' || req.method === 'HEAD'));
      if (again && !res.headersSent && pick(new Set(tried))) return forward(req, res, body, tried);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('No gateway answered');
    });
  };
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), new Set()));
    req.on('error', () => res.destroy());
  });
  server.on('upgrade', (req, socket, head) => proxy.ws(req, socket, head, { target: pick() }));
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://${host && host !== '0.0.0.0' ? host : 'localhost'}:${address.port}`,
    server,
    healthy: () => targets.filter((target) => up.get(target)),
    close: () =>
      new Promise((resolve) => {
        clearInterval(timer);
        server.closeAllConnections();
        server.close(() => resolve(undefined));
        proxy.close?.();
      }),
  };
}
