import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { bearerToken } from './auth/jwt.ts';
import { createSessionVerifier } from './auth/sessions.ts';
import type { GatewayContext } from './context.ts';
import { ApiDataSource } from './datasources/api.ts';
import { SharedReads } from './datasources/sharedReads.ts';
import type { ThirdPartyConfig } from './datasources/thirdPartyConfig.ts';
import { createThirdPartyDataSources } from './datasources/thirdPartySources.ts';
import { formatError, formatErrorWithoutSuggestions } from './formatError.ts';
import { graphqlStream } from './graphqlStream.ts';
import { argumentLengthPlugin, costLimitPlugin, LIMITS, parseOptions, validationRules } from './limits.ts';
import { createLoaders } from './loaders.ts';
import type { Viewer } from './auth/jwt.ts';
import type { EventBus } from './events/bus.ts';
import { createEventBus } from './events/createBus.ts';
import { publishLogged } from './events/publish.ts';
import { attachSubscriptionServer, type SubscriptionServer } from './live/wsServer.ts';
import { SocketGuard, type LiveLimits } from './live/socketGuard.ts';
import { buildSchema } from './schema.ts';
import { graphqlObserver } from './observability/graphqlObserver.ts';
import { liveness, metricsEndpoint, readiness } from './observability/health.ts';
import { log as defaultLogger, type Logger } from './observability/log.ts';
import { GatewayMetrics } from './observability/metrics.ts';
import { accessLog, recordOf } from './observability/requestRecord.ts';
import { sandboxPagePolicy, securityHeaders } from './observability/securityHeaders.ts';
import { RESILIENCE_DEFAULTS, Upstreams, type ResilienceOptions } from './resilience/upstreamGuard.ts';
import {
  ClientRateLimiter,
  gatewayCallKey,
  rateLimitRedis,
  redisConnected,
  RequestRateLimiter,
  DEFAULT_REQUEST_LIMITS,
  type RequestLimits,
} from '@lendhub/server-kit/rate-limit';
import { ClientDirectory } from './clients/directory.ts';
import { callerClientOf, clientIdentity } from './clients/identity.ts';
import { clientPlugin } from './clients/plugin.ts';
import { FieldUsageRecorder, usageSender } from './clients/usage.ts';
import { SignInThrottle, DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from '@lendhub/server-kit/sign-in-throttle';
import type { GatewaySignIn } from './auth/signInThrottle.ts';
import { graphqlRateLimit } from './limits/rateLimit.ts';
import {
  loadPersistedDocuments,
  trustedDocuments,
  trustedSubscriptionDocuments,
  type TrustedDocumentRefusal,
} from './limits/trustedDocuments.ts';
import { graphqlUploads } from './uploads/middleware.ts';
import { dynamicCompression } from './web/compression.ts';
import { staticAssets } from './web/staticAssets.ts';

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
}

/** Request headers worth passing to the API for an image, and response headers worth passing back. */
const UPLOAD_REQUEST_HEADERS = ['range', 'if-none-match', 'if-modified-since'];
const UPLOAD_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'cache-control',
  'etag',
  'last-modified',
  'content-disposition',
  'content-security-policy',
  'x-content-type-options',
  'cross-origin-resource-policy',
];

/**
 * A path that stays inside /uploads/ once decoded: no `.` or `..` segment, no encoded slash or
 * backslash, no second round of percent-encoding. `/uploads/../api/…` and `/uploads/%2e%2e/…` are not.
 */
export function isContainedUploadPath(rawPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  if (!decoded.startsWith('/uploads/') || /[\\%\0]/.test(decoded)) return false;
  const segments = decoded.slice('/uploads/'.length).split('/');
  return (
    segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..') &&
    /^\/uploads\/[^?#]*$/.test(rawPath) &&
    !/%2f|%5c/i.test(rawPath)
  );
}

/**
 * The query of a private attachment's signed link (`expires`, `signature`, issued by the API), rebuilt
 * from those two parameters only; '' when absent.
 */
function signedLinkQuery(query: Request['query']): string {
  const { expires, signature } = query;
  if (typeof expires !== 'string' || typeof signature !== 'string') return '';
  return `?${new URLSearchParams({ expires, signature }).toString()}`;
}

/** `/uploads/*` is served by the API; proxying it keeps images same-origin for the browser. */
function uploadsProxy(apiUrl: string, onEscape: (req: Request) => void): RequestHandler {
  const base = apiUrl.replace(/\/$/, '');
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const rawPath = req.originalUrl.split('?')[0] ?? '';
    if (!isContainedUploadPath(rawPath)) {
      onEscape(req);
      return void res.status(400).type('text/plain').send('Invalid upload path');
    }
    const headers: Record<string, string> = {};
    for (const name of UPLOAD_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      const upstream = await fetch(`${base}${rawPath}${signedLinkQuery(req.query)}`, {
        method: req.method,
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      res.status(upstream.status);
      for (const name of UPLOAD_RESPONSE_HEADERS) {
        const value = upstream.headers.get(name);
        if (value !== null) res.setHeader(name, value);
      }
      if (!upstream.body || req.method === 'HEAD') return void res.end();
      Readable.fromWeb(upstream.body as ReadableStream)
        .on('error', () => res.destroy())
        .pipe(res);
    } catch {
      if (!res.headersSent) res.status(502).type('text/plain').send('Upload storage is unavailable');
      else res.destroy();
    }
  };
}

/**
 * Paths that are never a screen of the app: operational endpoints (and their usual aliases), the
 * API's own prefix, well-known files. They answer 404 instead of the app's HTML, so a probe or a
 * scraper never mistakes the app for a healthy endpoint.
 */
const NOT_APP_PATHS =
  /^\/(metrics|livez|readyz|healthz|health|status|ready|live|ping|api|graphql|uploads|\.well-known|actuator|server-status|debug)(\/|$)/i;

/** The built single-page app; a browser GET that is not a file falls back to index.html (client routing). */
function webApp(webDist: string): RequestHandler[] {
  const indexHtml = path.join(webDist, 'index.html');
  const fallback: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const lastSegment = req.path.split('/').pop() ?? '';
    if (lastSegment.includes('.')) return next(); // a missing file is a 404, not the app
    if (NOT_APP_PATHS.test(req.path) || !req.accepts('html')) return next();
    if (!existsSync(indexHtml)) {
      return void res
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `pnpm build` (or `pnpm start`, which builds it).');
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  };
  return [...staticAssets(webDist), fallback];
}

/**
 * Body-parser failures answered in GraphQL's error shape, never Express's HTML page: too large (413),
 * a Content-Encoding or charset it cannot read (415), a body that is not what its encoding says or
 * not JSON (400).
 */
const jsonBodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const type = (error as { type?: string }).type;
  const status = (error as { status?: number }).status;
  const refuse = (code: number, message: string, errorCode: string) =>
    void res.status(code).json({ errors: [{ message, extensions: { code: errorCode } }] });
  if (type === 'entity.too.large') return refuse(413, `Request body is larger than ${LIMITS.jsonBodyLimit}`, 'PAYLOAD_TOO_LARGE');
  if (type === 'entity.parse.failed') return refuse(400, 'Request body is not valid JSON', 'BAD_REQUEST');
  if (type === 'encoding.unsupported')
    return refuse(415, 'Content-Encoding not supported: send gzip, deflate, br or identity', 'UNSUPPORTED_MEDIA_TYPE');
  if (type === 'charset.unsupported') return refuse(415, 'Charset not supported: send UTF-8', 'UNSUPPORTED_MEDIA_TYPE');
  if (typeof status === 'number' && status >= 400 && status < 500)
    return refuse(400, 'Request body could not be read (does it match its Content-Encoding?)', 'BAD_REQUEST');
  next(error);
};

export interface GatewayApp {
  app: express.Express;
  httpServer: http.Server;
  apollo: ApolloServer<GatewayContext>;
  metrics: GatewayMetrics;
  events: EventBus;
  subscriptions: SubscriptionServer;
  /** Adds the field usage counted so far to the database now. */
  flushUsage(): Promise<void>;
  /** Graceful stop: sockets closed with 1012 (clients reconnect elsewhere), no new requests, in-flight ones finished, Redis closed. */
  close(): Promise<void>;
}

export async function createGatewayApp(options: GatewayAppOptions): Promise<GatewayApp> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);
  const httpServer = http.createServer(app);
  const sessions = createSessionVerifier({ jwtSecret: options.jwtSecret, apiUrl: options.apiUrl, redisUrl: options.redisUrl });
  // Counters shared through Redis when it is configured (every gateway process sees the same counts).
  const redis = options.redisUrl ? rateLimitRedis(options.redisUrl) : undefined;
  // Sign-in refuses while this Redis is not ready (fails closed): give it a moment to connect before serving.
  if (redis) await redisConnected(redis);
  const requestLimiter = new RequestRateLimiter('gateway', options.requestLimits ?? DEFAULT_REQUEST_LIMITS, redis);
  const signInThrottle = new SignInThrottle(options.signInLimits ?? DEFAULT_SIGN_IN_LIMITS, redis, 'gateway-sign-in-fail');
  const gatewayKey = gatewayCallKey(options.jwtSecret);
  const logger = options.logger ?? defaultLogger;
  const metrics = new GatewayMetrics();
  const upstreams = new Upstreams(
    { ...RESILIENCE_DEFAULTS, ...options.resilience },
    {
      onCircuit: (service, open) => {
        metrics.circuitOpen.set({ service }, open ? 1 : 0);
        logger.warn(
          { event: open ? 'circuit_open' : 'circuit_closed', service },
          open ? `${service} is failing: calls fail fast until a probe succeeds` : `${service} answers again`,
        );
      },
    },
  );

  const schema = buildSchema();
  // Registered API clients (docs/api-clients.md "API clients for internal tools"): keys, per-client limits, field usage.
  const clientDirectory = new ClientDirectory({ apiUrl: options.apiUrl, gatewayKey, redisUrl: options.redisUrl });
  const clientLimiter = new ClientRateLimiter('gateway', redis);
  const fieldUsage = new FieldUsageRecorder(schema, usageSender(options.apiUrl, gatewayKey), options.usageFlushMs);
  // Counted in /metrics by the GraphQL observer when Apollo answered; by the caller otherwise.
  const onClientRefused = (limit: string, client: string | undefined) => {
    logger.warn({ event: 'refused', reason: 'client_limit', limit, client }, `request refused: API client ${limit}`);
  };
  // Production: no "Did you mean …" in any error on any transport (Apollo strips validation's, the formatter the rest).
  const clientError = options.production ? formatErrorWithoutSuggestions : formatError;
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    validationRules,
    parseOptions,
    hideSchemaDetailsFromClientErrors: options.production,
    formatError: clientError,
    includeStacktraceInErrorResponses: false,
    // Our own close() runs the graceful sequence on SIGTERM (docs/deploy.md): Apollo's handler would stop
    // the server first — no 503 "stopping", requests in flight reset, sockets closed with 1006.
    stopOnTerminationSignals: false,
    introspection: !options.production,
    // Production runs trusted documents only: no automatic persisted queries (they would register any document).
    ...(options.production ? { persistedQueries: false as const } : {}),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // No cache hints are used (every answer is the caller's own: `privateAnswers` below). Apollo's
      // cache-control plugin wrapped every field resolver to compute them: about 4% of a feed page's CPU.
      ApolloServerPluginCacheControlDisabled(),
      costLimitPlugin(),
      argumentLengthPlugin(),
      clientPlugin(clientLimiter, fieldUsage, onClientRefused),
      graphqlObserver(metrics, logger),
      options.production ? ApolloServerPluginLandingPageDisabled() : ApolloServerPluginLandingPageLocalDefault({ embed: true }),
    ],
  });
  await apollo.start();

  const events = createEventBus(options.redisUrl, logger);
  // The lender directory, read once for every caller for a few seconds (datasources/sharedReads.ts).
  const sharedReads = new SharedReads({ redisUrl: options.redisUrl });
  const publish = publishLogged(events, logger);

  /**
   * A context for one operation: the caller's token (only once verified; an invalid or expired
   * token is neither trusted nor forwarded), an API source under the operation's deadline, fresh
   * loaders. `renew` gives it a new deadline and loaders (a subscription's context, before each event).
   */
  const contextFor = (
    presented: string | null,
    viewer: Viewer | null,
    ip: string | undefined,
    record?: GatewayContext['record'],
  ): GatewayContext => {
    const token = viewer ? presented : null;
    const signIn: GatewaySignIn = {
      throttle: signInThrottle,
      address: ip ?? 'unknown',
      // Logged here; counted in /metrics by the GraphQL observer, once, from the refusal it answers.
      onEvent: (event) => {
        logger.warn({ event, ip }, event === 'sign_in_throttled' ? 'sign-in refused: too many failures' : 'sign-in failed');
      },
    };
    const context = {
      token,
      viewer,
      events,
      publish,
      forgetToken: sessions.forget,
      forgetUser: sessions.forgetUser,
      signIn,
      ...(record ? { record } : {}),
    } as GatewayContext;
    const equip = () => {
      // The operation's deadline starts now; every upstream attempt is counted, timed and guarded.
      const { guard } = upstreams.forOperation((service, outcome, durationMs) => {
        if (record) record.upstreamCalls += 1;
        metrics.recordUpstream(service, outcome, durationMs);
        if (outcome === 'failure' || outcome === 'circuit_open' || outcome === 'deadline') {
          logger.warn({ event: 'upstream_failure', service, outcome, durationMs: Math.round(durationMs) }, `${service} call failed`);
        }
      });
      const api = new ApiDataSource(options.apiUrl, token, guard('api'), ip, gatewayKey, record?.requestId, sharedReads);
      Object.assign(context, { api, loaders: createLoaders(api), thirdParty: createThirdPartyDataSources(options.thirdParty, guard) });
    };
    equip();
    context.renew = equip;
    return context;
  };

  const context = async ({ req, res }: { req: Request; res: Response }): Promise<GatewayContext> => {
    const presented = bearerToken(req.headers.authorization);
    const viewer = presented ? await sessions.verify(presented) : null;
    const record = recordOf(res.locals);
    if (viewer) record.userId = viewer.userId;
    const client = callerClientOf(res);
    return Object.assign(contextFor(presented, viewer, req.ip, record), {
      ...(client ? { client } : {}),
      forgetApiClients: () => clientDirectory.forgetAll(),
      schema,
    });
  };

  // Trusted documents: the same list and rule on HTTP (ids) and on the WebSocket (texts).
  const documents = loadPersistedDocuments(options.persistedDocuments);
  if (options.production && documents.size === 0) {
    throw new Error(
      "Production needs the web app's persisted documents (web/persisted-documents.json, written by `pnpm relay`): none found",
    );
  }
  const documentTrust = { documents, enforce: options.production, operatorKey: options.operatorKey };
  const refusedDocument = (reason: TrustedDocumentRefusal, client?: string) => {
    metrics.refused('untrusted_document');
    logger.warn(
      { event: 'refused', reason: 'untrusted_document', detail: reason, ...(client ? { client } : {}) },
      client ? `document refused: not one API client ${client} published` : "document refused: not one of the web app's",
    );
  };
  const trustedSubscription = trustedSubscriptionDocuments(documentTrust);
  const trust = (query: string, presentedKey: unknown) => {
    const refusal = trustedSubscription(query, presentedKey);
    if (refusal) refusedDocument(refusal);
    return refusal;
  };

  const onRateLimited = (scope: string, ip: string | undefined) => {
    metrics.refused('rate_limit');
    logger.warn({ event: 'refused', reason: 'rate_limit', scope, ip }, 'request refused: rate limit');
  };
  // Every subscribe counts like an HTTP request, on the same counters; caps per socket and token; revoked sessions' sockets closed.
  const guard = new SocketGuard({
    limiter: requestLimiter,
    sessions,
    limits: options.liveLimits,
    onRefused: ({ scope, address }) => onRateLimited(scope, address),
  });
  // The upgrade request seen through Express's `req.ip` (TRUST_PROXY decides whether X-Forwarded-For counts).
  const addressOf = (request: http.IncomingMessage): string | undefined =>
    (Object.create(app.request, { headers: { value: request.headers }, socket: { value: request.socket } }) as Request).ip;
  const subscriptions = attachSubscriptionServer({
    httpServer,
    schema,
    verify: sessions.verify,
    trust,
    contextFor,
    guard,
    addressOf,
    logger,
    formatError: clientError,
  });

  app.use(accessLog(logger));
  app.use(...securityHeaders());
  app.use(dynamicCompression());
  // While stopping: both probes answer 503 so the balancer sends nothing new; requests are still served.
  let stopping = false;
  const whileStopping: RequestHandler = (_req, res, next) =>
    stopping ? void res.status(503).setHeader('Cache-Control', 'no-store').json({ status: 'stopping' }) : next();
  app.get('/healthz', whileStopping, liveness);
  app.get('/readyz', whileStopping, readiness({ apiUrl: options.apiUrl, redis, events }));
  app.get('/metrics', metricsEndpoint(metrics.registry, options.metricsKey, options.production));
  // No CORS middleware: the web app is served from this origin (and Vite proxies in development).
  // Before /graphql's own middleware: subscriptions (the assistant's streamed replies) as server-sent events.
  const trusted = trustedDocuments({
    ...documentTrust,
    onRefused: refusedDocument,
    // The break-glass key: every use is a line of its own.
    onOperatorKey: (req) =>
      logger.warn(
        { event: 'operator_key_used', ip: req.ip, path: req.originalUrl.split('?')[0], client: callerClientOf(req.res!)?.name },
        'request let through by the operator key',
      ),
  });
  const identified = clientIdentity({
    directory: clientDirectory,
    limiter: clientLimiter,
    onRefused: (reason, client) =>
      reason === 'client_rate_limit'
        ? (metrics.refused('client_limit'), onClientRefused('requests per minute', client))
        : onRefused(reason),
  });
  const onRefused = (reason: 'invalid_client_key') => {
    metrics.refused('invalid_client_key');
    logger.warn({ event: 'refused', reason }, 'request refused: invalid or revoked API client key');
  };
  // The general limits first (a made-up client key counts against its address before the API is asked about it).
  const rateLimited = [graphqlRateLimit(requestLimiter, onRateLimited), identified];
  app.post(
    '/graphql/stream',
    ...rateLimited,
    express.json({ limit: LIMITS.jsonBodyLimit }),
    jsonBodyErrors,
    trusted,
    graphqlStream({ schema, context, format: clientError, metrics }),
  );
  const privateAnswers: RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };
  app.use(
    '/graphql',
    privateAnswers,
    ...(options.production ? [] : [sandboxPagePolicy]),
    ...rateLimited,
    ...graphqlUploads(sessions.verify, (reason) => {
      metrics.refused(reason);
      logger.warn({ event: 'refused', reason }, 'multipart request refused before reading its body');
    }),
    express.json({ limit: LIMITS.jsonBodyLimit }),
    jsonBodyErrors,
    trusted,
    expressMiddleware(apollo, { context }),
  );
  app.use(
    '/uploads',
    uploadsProxy(options.apiUrl, (req) => {
      metrics.refused('path_escape');
      logger.warn({ event: 'refused', reason: 'path_escape', ip: req.ip }, 'upload path outside /uploads refused');
    }),
  );
  app.use(webApp(options.webDist));

  const close = async () => {
    stopping = true;
    // Every answer from now on closes its connection: no client (the balancer) keeps a socket this
    // gateway is about to close and sends its next request down it.
    httpServer.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => res.setHeader('Connection', 'close'));
    if (options.shutdownDelayMs) await new Promise((resolve) => setTimeout(resolve, options.shutdownDelayMs));
    await subscriptions.close();
    // apollo.stop() drains the HTTP server (ApolloServerPluginDrainHttpServer): no new connections,
    // in-flight requests finish, then idle keep-alive connections close.
    await apollo.stop();
    await events.close();
    await fieldUsage.close();
    clientDirectory.close();
    sharedReads.close();
    sessions.close();
    redis?.disconnect();
  };
  return { app, httpServer, apollo, metrics, events, subscriptions, flushUsage: () => fieldUsage.flush(), close };
}
