import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { resolveThirdPartyConfig, type ThirdPartyConfig } from './datasources/third-party-config.ts';
import { createGatewayApp } from './server.ts';

export interface GatewayOptions {
  /** 0 = a random free port. Default 4000. */
  port?: number;
  /** Base URL of the LendHub REST API, e.g. http://127.0.0.1:4001. */
  apiUrl: string;
  /** The secret the API signs tokens with (HS256). */
  jwtSecret: string;
  /** Built web app folder; default `<repo>/web/dist`. */
  webDist?: string;
  /** No Sandbox landing page and no introspection. */
  production?: boolean;
  /** Interface to listen on; default all interfaces. */
  host?: string;
  /** CRM, property and AI services; default from the environment (docs/third-party.md). */
  thirdParty?: ThirdPartyConfig;
}

export interface RunningGateway {
  url: string;
  port: number;
  close(): Promise<void>;
}

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const { httpServer, apollo } = await createGatewayApp({
    apiUrl: options.apiUrl,
    jwtSecret: options.jwtSecret,
    webDist: options.webDist ?? DEFAULT_WEB_DIST,
    production: options.production ?? false,
    thirdParty: options.thirdParty ?? resolveThirdPartyConfig({ apiUrl: options.apiUrl, jwtSecret: options.jwtSecret }),
  });
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port ?? 4000, options.host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  const port = (httpServer.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    port,
    // apollo.stop() drains the HTTP server too (ApolloServerPluginDrainHttpServer).
    close: () => apollo.stop(),
  };
}

export type { GatewayContext, Viewer } from './context.ts';
export { LIMITS } from './limits.ts';
export { resolveThirdPartyConfig, type ThirdPartyConfig } from './datasources/third-party-config.ts';
export { describeThirdParty } from './datasources/third-party-sources.ts';
