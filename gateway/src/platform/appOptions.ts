import type { RequestLimits } from '@lendhub/server-kit/rate-limit';
import type { SignInLimits } from '@lendhub/server-kit/sign-in-throttle';
import type { ThirdPartyConfig } from '../datasources/thirdPartyConfig.ts';
import type { LiveLimits } from './live/socketGuard.ts';
import type { Logger } from './observability/log.ts';
import type { ResilienceOptions } from './resilience/upstreamGuard.ts';

/** What createGatewayApp (server.ts) is given: index.ts's startGateway fills it from its options and the environment (config.ts). */
export interface GatewayAppOptions {
  apiUrl: string;
  jwtSecret: string;
  /** Folder of the built web app; served at / when it has an index.html. */
  webDist: string;
  production: boolean;
  /** Where the CRM, property and AI services are (resolveThirdPartyConfig). */
  thirdParty: ThirdPartyConfig;
  /** Operation deadline and circuit breakers; defaults in RESILIENCE_DEFAULTS. */
  resilience?: Partial<ResilienceOptions> | undefined;
  /** Bearer key for GET /metrics (METRICS_KEY). Production without one: no /metrics at all. */
  metricsKey?: string | undefined;
  /** REDIS_URL: when set, live events travel over Redis pub/sub (every gateway's subscribers hear them), rate-limit and sign-in counters live there, and /readyz checks Redis. */
  redisUrl?: string | undefined;
  /** General limits on /graphql per token and per address; default from RATE_LIMIT_* (docs/performance.md "Limits"). */
  requestLimits?: RequestLimits | undefined;
  /** Caps on live sockets per token and subscriptions per socket (docs/performance.md "Limits"); defaults DEFAULT_LIVE_LIMITS. */
  liveLimits?: Partial<LiveLimits> | undefined;
  /** Failed sign-ins counted by the gateway; default from SIGN_IN_* (docs/product.md "Sign-in and sessions"). */
  signInLimits?: SignInLimits | undefined;
  /** The web app's documents (id → text, from relay-compiler); default web/persisted-documents.json. */
  persistedDocuments?: string | undefined;
  /** OPERATOR_KEY: in production, a request with `X-Operator-Key: <key>` may send any document. */
  operatorKey?: string | undefined;
  /** Express `trust proxy` (TRUST_PROXY): which proxies' X-Forwarded-* to believe (HTTPS → HSTS). */
  trustProxy?: boolean | number | string | undefined;
  /** Default: the process-wide pino logger (LOG_LEVEL). */
  logger?: Logger | undefined;
  /**
   * SHUTDOWN_DELAY_MS: on close, how long /healthz and /readyz answer 503 ("stopping") while
   * requests are still served, so a load balancer takes this gateway out of rotation first. Default 0.
   */
  shutdownDelayMs?: number | undefined;
  /** How often field usage is added to the database (default USAGE_FLUSH_MS). */
  usageFlushMs?: number | undefined;
  /** Known queries on compiled plans (platform/graphql/compiledExecution.ts); default true. False: graphql-js runs every operation. */
  compiledQueries?: boolean | undefined;
}
