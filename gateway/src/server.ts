import { SharedReads } from './datasources/sharedReads.ts';
import http from 'node:http';
import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { gatewayCallKey } from '@lendhub/server-kit/rate-limit';
import { ClientDirectory } from './clients/directory.ts';
import { clientIdentity } from './clients/identity.ts';
import { clientPlugin } from './clients/plugin.ts';
import { FieldUsageRecorder, usageSender } from './clients/usage.ts';
import type { GatewayContext } from './context.ts';
import type { GatewayAppOptions } from './platform/appOptions.ts';
import { createSessionVerifier } from './platform/auth/sessions.ts';
import { formatError, formatErrorWithoutSuggestions } from './platform/errors/formatError.ts';
import { startApollo } from './platform/graphql/apollo.ts';
import { compiledExecution, type CompiledExecution } from './platform/graphql/compiledExecution.ts';
import { gatewayContexts } from './platform/graphql/contexts.ts';
import { limitCounters } from './platform/limits/counters.ts';
import { documentTrust } from './platform/limits/documentTrust.ts';
import { jsonBody } from './platform/limits/jsonBody.ts';
import { graphqlRateLimit } from './platform/limits/rateLimit.ts';
import type { EventBus } from './platform/live/bus.ts';
import { createEventBus } from './platform/live/createBus.ts';
import { graphqlStream } from './platform/live/graphqlStream.ts';
import { attachLiveSockets } from './platform/live/liveSockets.ts';
import { publishLogged } from './platform/live/publish.ts';
import type { SubscriptionServer } from './platform/live/wsServer.ts';
import { log as defaultLogger } from './platform/observability/log.ts';
import { GatewayMetrics } from './platform/observability/metrics.ts';
import { mountProbes } from './platform/observability/probes.ts';
import { refusals } from './platform/observability/refusals.ts';
import { accessLog } from './platform/observability/requestRecord.ts';
import { privateAnswers, sandboxPagePolicy, securityHeaders } from './platform/observability/securityHeaders.ts';
import { observedUpstreams } from './platform/resilience/observedUpstreams.ts';
import { graphqlUploads } from './platform/uploads/middleware.ts';
import { uploadsProxy } from './platform/uploads/proxy.ts';
import { dynamicCompression } from './platform/web/compression.ts';
import { webApp } from './platform/web/webApp.ts';
import { executableSchema } from './schema.ts';

export type { GatewayAppOptions } from './platform/appOptions.ts';

export interface GatewayApp {
  app: express.Express;
  httpServer: http.Server;
  apollo: ApolloServer<GatewayContext>;
  metrics: GatewayMetrics;
  events: EventBus;
  subscriptions: SubscriptionServer;
  /** Adds the field usage counted so far to the database now. */
  flushUsage(): Promise<void>;
  /** Operations run on compiled plans and on graphql-js so far (compiledExecution.ts). */
  executions: CompiledExecution['counts'];
  /** Loads, in the background, what the first requests need but the start does not wait for; called once listening. */
  warmUp(): void;
  /** Graceful stop: sockets closed with 1012 (clients reconnect elsewhere), no new requests, in-flight ones finished, Redis closed. */
  close(): Promise<void>;
}

/** The gateway: the domains' schema served over the platform's parts (gateway/README.md "Layout"). */
export async function createGatewayApp(options: GatewayAppOptions): Promise<GatewayApp> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);
  const httpServer = http.createServer(app);
  const { apiUrl, production } = options;
  const logger = options.logger ?? defaultLogger;
  const metrics = new GatewayMetrics();
  const refused = refusals(metrics, logger);
  const sessions = createSessionVerifier({ jwtSecret: options.jwtSecret, apiUrl, redisUrl: options.redisUrl });
  const gatewayKey = gatewayCallKey(options.jwtSecret);
  const counters = await limitCounters(options);
  const { redis } = counters;
  const schema = executableSchema();
  // Registered API clients (docs/api-clients.md "API clients for internal tools"): keys, per-client limits, field usage.
  const clientDirectory = new ClientDirectory({ apiUrl, gatewayKey, redisUrl: options.redisUrl });
  const fieldUsage = new FieldUsageRecorder(schema, usageSender(apiUrl, gatewayKey), options.usageFlushMs);
  // Production: no "Did you mean …" in any error on any transport (Apollo strips validation's, the formatter the rest).
  const clientError = production ? formatErrorWithoutSuggestions : formatError;
  const clients = clientPlugin(counters.clients, fieldUsage, refused.clientLimit);
  const trust = documentTrust({ ...options, refusals: refused, logger });
  // The web app's persisted documents' queries run on plans compiled once each (issue 26 §2).
  const compiled = options.compiledQueries === false ? undefined : compiledExecution({ schema, isKnownDocument: trust.isKnownDocument });
  const apollo = await startApollo({
    schema,
    httpServer,
    production,
    formatError: clientError,
    clientPlugin: clients,
    metrics,
    logger,
    compiled,
  });
  const events = createEventBus(options.redisUrl, logger);
  // The lender directory, read once for every caller for a few seconds (datasources/sharedReads.ts).
  const sharedReads = new SharedReads({ redisUrl: options.redisUrl });
  const guardsFor = observedUpstreams(options.resilience, metrics, logger);
  const contexts = gatewayContexts({
    apiUrl,
    gatewayKey,
    thirdParty: options.thirdParty,
    sessions,
    signInThrottle: counters.signIns,
    events,
    guardsFor,
    clientDirectory,
    sharedReads,
    schema,
    logger,
    publish: publishLogged(events, logger),
  });
  const subscriptions = attachLiveSockets({
    app,
    httpServer,
    schema,
    sessions,
    limiter: counters.requests,
    limits: options.liveLimits,
    refusals: refused,
    logger,
    trust: trust.subscription,
    contextFor: contexts.forOperation,
    formatError: clientError,
  });

  app.use(accessLog(logger), ...securityHeaders(), dynamicCompression());
  const probes = mountProbes(app, { apiUrl, redis, events, metrics, metricsKey: options.metricsKey, production });
  // No CORS middleware: the web app is served from this origin (and Vite proxies in development).
  // The general limits first (a made-up client key counts against its address before the API is asked about it).
  const identified = clientIdentity({
    directory: clientDirectory,
    limiter: counters.clients,
    onRefused: (reason, client) => (reason === 'client_rate_limit' ? refused.clientRateLimited(client) : refused.invalidClientKey()),
  });
  const rateLimited = [graphqlRateLimit(counters.requests, refused.rateLimited), identified];
  // Before /graphql's own middleware: subscriptions (the assistant's streamed replies) as server-sent events.
  const stream = graphqlStream({ schema, context: contexts.forRequest, format: clientError, metrics });
  app.post('/graphql/stream', ...rateLimited, ...jsonBody(), trust.http, stream);
  // /graphql in an app of its own, only to answer without an ETag: every GraphQL answer is private and `no-store`, a
  // validator no client may use, and hashing each one (an ~18 KB feed page) cost every request. The web app's files
  // keep theirs (index.html is revalidated by it). Settings are inherited from `app` (trust proxy).
  const graphqlApp = express();
  graphqlApp.disable('x-powered-by');
  graphqlApp.set('etag', false);
  graphqlApp.use(
    privateAnswers,
    ...(production ? [] : [sandboxPagePolicy]),
    ...rateLimited,
    ...graphqlUploads(sessions.verify, refused.multipart),
    ...jsonBody(),
    trust.http,
    expressMiddleware(apollo, { context: contexts.forRequest }),
  );
  app.use('/graphql', graphqlApp);
  app.use('/uploads', uploadsProxy(apiUrl, refused.pathEscape));
  app.use(webApp(options.webDist));

  const close = async () => {
    probes.stop();
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
  const executions = compiled?.counts ?? { compiled: 0, interpreted: 0, replayed: 0 };
  const warmUp = () => compiled?.warmUp();
  return { app, httpServer, apollo, metrics, events, subscriptions, flushUsage: () => fieldUsage.flush(), executions, warmUp, close };
}
