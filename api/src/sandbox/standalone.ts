import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sandboxRoutes, type SandboxOptions } from './routes.ts';

export interface RunningSandbox {
  url: string;
  close(): Promise<void>;
}

/** The sandboxes alone, without the API or a database (tests, and a quick local stand-in). Port 0 = random. */
export async function startSandboxServer(options: SandboxOptions, listenPort = 0): Promise<RunningSandbox> {
  const app = express();
  app.use(express.json());
  app.use(sandboxRoutes(options));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(listenPort, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
