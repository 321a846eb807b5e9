import type { ApolloServerPlugin } from '@apollo/server';
import type { ClientRateLimiter } from '@lendhub/server-kit/rate-limit';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.ts';
import { ErrorCode } from '../platform/errors/errors.ts';
import { operationCost, QUERY_TOO_COSTLY } from '../platform/limits/limits.ts';
import type { FieldUsageRecorder } from './usage.ts';

/**
 * What a registered client may run, and what every client used (docs/api-clients.md "API clients for internal
 * tools"). Once the operation is known and before any resolver runs: a client narrowed to named
 * operations runs only those (FORBIDDEN), an operation above the client's cost per operation is
 * refused (QUERY_TOO_COSTLY) and its cost counts against the client's cost per minute
 * (TOO_MANY_REQUESTS, HTTP 429); each refusal names the limit. When an operation starts executing,
 * its document's fields and arguments are counted for its client and version.
 */
export function clientPlugin(
  limiter: ClientRateLimiter,
  usage: FieldUsageRecorder | undefined,
  onRefused: (limit: string, client: string) => void,
): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document, operation, request, schema }) {
          const registered = contextValue.client?.registered;
          if (!registered || !operation) return;
          const { client } = registered;
          const name = operation.name?.value;
          if (client.allowedOperations && (!name || !client.allowedOperations.includes(name))) {
            onRefused('allowed operations', client.name);
            throw new GraphQLError(
              `API client ${client.name} may not run the operation ${name ?? '(anonymous)'}: it is not among its allowed operations`,
              {
                extensions: { code: ErrorCode.FORBIDDEN, limit: 'allowed operations', http: { status: 403 } },
              },
            );
          }
          const cost = operationCost(schema, document.definitions, operation, request.variables);
          if (cost > client.maxCostPerOperation) {
            onRefused('cost per operation', client.name);
            throw new GraphQLError(
              `Query is too costly for API client ${client.name}: ${cost} points, its cost per operation limit is ${client.maxCostPerOperation}`,
              {
                extensions: { code: QUERY_TOO_COSTLY, limit: 'cost per operation', http: { status: 400 } },
              },
            );
          }
          const refusal = await limiter.consumeCost(client.id, client.costPerMinute, cost);
          if (refusal) {
            onRefused(refusal.limit, client.name);
            throw new GraphQLError(
              `API client ${client.name} is over its limit of ${refusal.allowed} cost points per minute. Please try again in ${refusal.retryAfterSeconds} second${refusal.retryAfterSeconds === 1 ? '' : 's'}.`,
              {
                extensions: {
                  code: ErrorCode.TOO_MANY_REQUESTS,
                  limit: refusal.limit,
                  retryAfterSeconds: refusal.retryAfterSeconds,
                  http: { status: 429 },
                },
              },
            );
          }
        },
        async executionDidStart({ contextValue, source }) {
          const client = contextValue.client;
          if (usage && client && source) usage.count(source, client.name, client.version);
        },
      };
    },
  };
}
