import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { resolveThirdPartyConfig, type ThirdPartyConfig } from './datasources/thirdPartyConfig.ts';
import { createGatewayApp, type GatewayAppOptions } from './server.ts';
import { loadConfig, type GatewayEnvConfig } from './config.ts';
import { setReconnectWindow } from './datasources/connectionRetry.ts';
import { REPO_ROOT } from './paths.ts';

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
  /** Operation deadline and circuit breakers (gateway/README.md "Resilience"). */
  resilience?: GatewayAppOptions['resilience'];
  /** METRICS_KEY: bearer key for /metrics; production without one serves no /metrics. */
  metricsKey?: string;
  /** REDIS_URL: the live-event bus on Redis pub/sub, rate-limit and sign-in counters; /readyz also checks it. */
  redisUrl?: string;
  /** General limits on /graphql; default from RATE_LIMIT_* (docs/performance.md "Limits"). */
  requestLimits?: GatewayAppOptions['requestLimits'];
  /** Caps on live sockets per token and subscriptions per socket; defaults in platform/live/socketGuard.ts. */
  liveLimits?: GatewayAppOptions['liveLimits'];
  /** The gateway's failed sign-in counts; default from SIGN_IN_*. */
  signInLimits?: GatewayAppOptions['signInLimits'];
  /** PERSISTED_DOCUMENTS: the web app's id → text map; default web/persisted-documents.json. */
  persistedDocuments?: string;
  /** OPERATOR_KEY: lets internal tools send free-form documents in production (header X-Operator-Key). */
  operatorKey?: string;
  /** TRUST_PROXY: Express `trust proxy` (HSTS is sent when the request came over HTTPS). */
  trustProxy?: GatewayAppOptions['trustProxy'];
  logger?: GatewayAppOptions['logger'];
  /** SHUTDOWN_DELAY_MS: on close, probes answer 503 this long before sockets and the server close. */
  shutdownDelayMs?: number;
  /** How often field usage is added to the database (default USAGE_FLUSH_MS). */
  usageFlushMs?: number;
  /** The web app's queries on plans compiled once each (default true); false: graphql-js runs every operation (tests compare the two). */
  compiledQueries?: boolean;
  /**
   * The environment's settings (config.ts): the defaults of thirdParty, requestLimits, signInLimits and the
   * API reconnect window. Default: read from process.env now, once for this gateway.
   */
  config?: GatewayEnvConfig;
  /**
   * Everything is set up at once (schema, Apollo, static files) but the port opens only once this settles:
   * `pnpm start` sets the gateway up while the in-process API opens its database, and serves nothing before
   * the API answers. A rejection stops this start.
   */
  listenAfter?: Promise<unknown>;
}

export interface RunningGateway {
  url: string;
  port: number;
  /** Adds the field usage counted so far to the database now (tests; it also happens every few seconds). */
  flushUsage(): Promise<void>;
  /** Operations run on compiled plans and on graphql-js so far (platform/graphql/compiledExecution.ts). */
  executions: { readonly compiled: number; readonly interpreted: number; readonly replayed: number };
  close(): Promise<void>;
}

export const DEFAULT_WEB_DIST = path.join(REPO_ROOT, 'web/dist');

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const config = options.config ?? loadConfig();
  setReconnectWindow(config.apiReconnectWindowMs);
  const { httpServer, close, flushUsage, executions, warmUp } = await createGatewayApp({
    apiUrl: options.apiUrl,
    jwtSecret: options.jwtSecret,
    webDist: options.webDist ?? DEFAULT_WEB_DIST,
    production: options.production ?? false,
    thirdParty: options.thirdParty ?? resolveThirdPartyConfig({ apiUrl: options.apiUrl, jwtSecret: options.jwtSecret, config }),
    resilience: options.resilience,
    metricsKey: options.metricsKey,
    redisUrl: options.redisUrl,
    requestLimits: options.requestLimits ?? config.requestLimits,
    liveLimits: options.liveLimits,
    signInLimits: options.signInLimits ?? config.signInLimits,
    persistedDocuments: options.persistedDocuments,
    operatorKey: options.operatorKey,
    trustProxy: options.trustProxy,
    logger: options.logger,
    shutdownDelayMs: options.shutdownDelayMs,
    usageFlushMs: options.usageFlushMs,
    compiledQueries: options.compiledQueries,
  });
  try {
    await options.listenAfter;
  } catch (error) {
    await close();
    throw error;
  }
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port ?? 4000, options.host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  warmUp();
  const port = (httpServer.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    port,
    flushUsage,
    executions,
    // Graceful: WebSockets closed with 1012, then the HTTP server drained (in-flight requests finish).
    close,
  };
}

export type { GatewayContext, Viewer } from './context.ts';
export { COST, LIMITS } from './platform/limits/limits.ts';
export { measureDocument, type DocumentFigures } from './platform/limits/measure.ts';
export { executableSchema } from './schema.ts';
export { resolveThirdPartyConfig, type ThirdPartyConfig } from './datasources/thirdPartyConfig.ts';
export { loadConfig, GATEWAY_VARIABLES, type GatewayEnvConfig } from './config.ts';
export { describeThirdParty } from './datasources/thirdPartySources.ts';
