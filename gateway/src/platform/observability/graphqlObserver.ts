import { trace } from '@opentelemetry/api';
import type { ApolloServerPlugin, GraphQLRequestContextWillSendResponse } from '@apollo/server';
import { isSignInRefusal } from '@lendhub/server-kit/sign-in-throttle';
import type { GraphQLFormattedError } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import type { Logger } from './log.ts';
import type { GatewayMetrics, RefusalReason } from './metrics.ts';

/** Error codes that mean "refused before running", with the metric reason. */
export function refusalOf(error: GraphQLFormattedError): RefusalReason | undefined {
  const code = error.extensions?.['code'];
  // A registered API client's own limit (clients/plugin.ts) names it.
  if (typeof error.extensions?.['limit'] === 'string') return 'client_limit';
  if (code === 'QUERY_TOO_COSTLY') return 'cost';
  // One reason per refusal: the sign-in throttle's TOO_MANY_REQUESTS is not also a rate_limit.
  if ((code === 'TOO_MANY_REQUESTS' || code === 'SERVICE_UNAVAILABLE') && isSignInRefusal(error.message)) return 'sign_in_throttled';
  if (code === 'TOO_MANY_REQUESTS') return 'rate_limit';
  if (code === 'GRAPHQL_PARSE_FAILED' && /tokens/.test(error.message)) return 'tokens';
  if (code === 'GRAPHQL_VALIDATION_FAILED' && /^(Too many |Query is too deep)/.test(error.message)) return 'validation_limit';
  return undefined;
}

/** Codes worth a security line of their own (the access line has them too). */
const SECURITY_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'TOO_MANY_REQUESTS', 'PERSISTED_QUERY_NOT_FOUND']);

/**
 * Per GraphQL request: counts and times it by operation and outcome, counts refusals, writes security
 * events (refused documents, forbidden, failed sign-in), and fills the request's access-log record.
 */
export function graphqlObserver(metrics: GatewayMetrics, logger: Logger): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      const started = performance.now();
      // The HTTP request's span (when tracing is on): renamed after the operation it turned out to run.
      const span = trace.getActiveSpan();
      return {
        async willSendResponse(requestContext: GraphQLRequestContextWillSendResponse<GatewayContext>) {
          const { response, contextValue, operation } = requestContext;
          const errors = response.body.kind === 'single' ? (response.body.singleResult.errors ?? []) : [];
          const operationName = requestContext.operationName ?? requestContext.request.operationName ?? null;
          const label = metrics.operationLabel(operationName);
          const refusals = errors.map(refusalOf).filter((reason): reason is RefusalReason => reason !== undefined);
          const outcome = refusals.length > 0 ? 'refused' : errors.length > 0 ? 'error' : 'ok';
          const codes = [...new Set(errors.map((error) => String(error.extensions?.['code'] ?? 'UNKNOWN')))];

          const client = metrics.clientLabels(contextValue.client?.name, contextValue.client?.version);
          metrics.requests.inc({ operation: label, outcome, ...client });
          metrics.duration.observe({ operation: label, outcome, ...client }, (performance.now() - started) / 1000);
          for (const reason of new Set(refusals)) metrics.refused(reason);

          if (span?.isRecording()) {
            const type = operation?.operation ?? 'operation';
            span.updateName(`${type} ${label}`);
            span.setAttributes({
              'graphql.operation.name': label,
              'graphql.operation.type': type,
              'http.route': '/graphql',
              'lendhub.outcome': outcome,
            });
          }

          const record = contextValue.record;
          if (record) Object.assign(record, { operation: label, outcome, errorCodes: codes });

          const userId = contextValue.viewer?.userId;
          if (refusals.length > 0) {
            logger.warn(
              { event: 'refused', reason: refusals[0], operation: label, userId, message: errors[0]?.message },
              'request refused',
            );
          }
          const rootFields =
            operation?.selectionSet.selections.flatMap((selection) => (selection.kind === 'Field' ? [selection.name.value] : [])) ?? [];
          for (const code of codes.filter((code) => SECURITY_CODES.has(code))) {
            const event = code === 'UNAUTHENTICATED' && rootFields.includes('login') ? 'sign_in_failed' : code.toLowerCase();
            logger.warn({ event, operation: label, userId, rootFields }, 'security event');
          }
        },
      };
    },
  };
}
