import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. /api/User/GetUsersByIds?ids=1,2 */
  url: string;
  authorization: string | undefined;
}

export interface CountingProxy {
  url: string;
  requests: RecordedRequest[];
  /** Forget what was recorded so far. */
  reset(): void;
  close(): Promise<void>;
}

/**
 * A transparent HTTP proxy in front of the API that records every request it forwards, so tests
 * can assert how many upstream calls one GraphQL operation cost. The gateway's session checks
 * (`GET /api/Authentication/session`, once per token per 10 s) are the token's cost, not the
 * operation's, and depend on timing: they are forwarded but not recorded. So is the field-usage upload
 * (`POST /api/ApiClients/Usage`, every 10 s: docs/api-clients.md), which no operation causes.
 */
const SESSION_CHECK = /^\/api\/Authentication\/session(\?|$)/;
const USAGE_UPLOAD = /^\/api\/ApiClients\/Usage(\?|$)/;

export async function startCountingProxy(targetUrl: string): Promise<CountingProxy> {
  const target = new URL(targetUrl);
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    if (!SESSION_CHECK.test(req.url ?? '') && !(req.method === 'POST' && USAGE_UPLOAD.test(req.url ?? '')))
      requests.push({ method: req.method ?? 'GET', url: req.url ?? '/', authorization: req.headers.authorization });
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reset: () => void requests.splice(0),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
