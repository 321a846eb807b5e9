import type http from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import { argumentLengthPlugin, costLimitPlugin, parseOptions, validationRules } from '../limits/limits.ts';
import type { Logger } from '../observability/log.ts';
import { graphqlObserver } from '../observability/graphqlObserver.ts';
import type { GatewayMetrics } from '../observability/metrics.ts';
import type { CompiledExecution } from './compiledExecution.ts';

export interface ApolloOptions {
  schema: GraphQLSchema;
  httpServer: http.Server;
  production: boolean;
  formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError;
  /** Registered API clients' limits and field usage (clients/plugin.ts). */
  clientPlugin: ApolloServerPlugin<GatewayContext>;
  metrics: GatewayMetrics;
  logger: Logger;
  /** Known queries run on compiled plans (compiledExecution.ts); without it, graphql-js runs every operation. */
  compiled?: CompiledExecution | undefined;
}

/** Apollo Server for /graphql, started: the request limits, the observer, and production's closed doors. */
export async function startApollo(options: ApolloOptions): Promise<ApolloServer<GatewayContext>> {
  const apollo = new ApolloServer<GatewayContext>({
    // Apollo's `gateway` hook serves the same schema and lets the compiled plans execute (parsing, validation and the
    // plugins below run as they do with `schema`).
    ...(options.compiled ? { gateway: options.compiled.gateway } : { schema: options.schema }),
    validationRules,
    parseOptions,
    hideSchemaDetailsFromClientErrors: options.production,
    formatError: options.formatError,
    includeStacktraceInErrorResponses: false,
    // Our own close() runs the graceful sequence on SIGTERM (docs/deploy.md): Apollo's handler would stop
    // the server first — no 503 "stopping", requests in flight reset, sockets closed with 1006.
    stopOnTerminationSignals: false,
    introspection: !options.production,
    // Production runs trusted documents only: no automatic persisted queries (they would register any document).
    ...(options.production ? { persistedQueries: false as const } : {}),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: options.httpServer }),
      // No cache hints are used (every answer is the caller's own: `privateAnswers`, observability/securityHeaders.ts). Apollo's
      // cache-control plugin wrapped every field resolver to compute them: about 4% of a feed page's CPU.
      ApolloServerPluginCacheControlDisabled(),
      costLimitPlugin(),
      argumentLengthPlugin(),
      options.clientPlugin,
      graphqlObserver(options.metrics, options.logger),
      options.production ? ApolloServerPluginLandingPageDisabled() : ApolloServerPluginLandingPageLocalDefault({ embed: true }),
    ],
  });
  await apollo.start();
  return apollo;
}
