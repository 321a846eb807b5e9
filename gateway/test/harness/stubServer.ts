import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type StubHandler = (request: StubRequest, response: http.ServerResponse) => void | Promise<void>;

export interface StubServer {
  url: string;
  /** Every request received, in order. */
  requests: StubRequest[];
  /** Replace the handler between tests. */
  handle(handler: StubHandler): void;
  close(): Promise<void>;
}

/** A throw-away HTTP server playing a third-party service: slow, broken or malformed on demand. */
export async function startStubServer(initial: StubHandler = (_req, res) => void res.writeHead(404).end()): Promise<StubServer> {
  let handler = initial;
  const requests: StubRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      Promise.resolve(handler(request, res)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
      requests.splice(0);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Answers after `ms`, or never if the client gave up first. */
export function after(ms: number, respond: () => void): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      respond();
      resolve();
    }, ms),
  );
}
