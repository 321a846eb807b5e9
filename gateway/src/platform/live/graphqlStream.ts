import type { Request, RequestHandler, Response } from 'express';
import { GraphQLError, type ExecutionResult, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { createHandler } from 'graphql-sse/lib/use/express';
import type { GatewayContext } from '../../context.ts';
import { formatError } from '../errors/formatError.ts';
import { COST, operationCost } from '../limits/limits.ts';
import { queryTooCostly } from '../limits/cost.ts';
import { prepareSubscription, type ErrorFormatter } from './prepareSubscription.ts';
import { refusalOf } from '../observability/graphqlObserver.ts';
import type { GatewayMetrics } from '../observability/metrics.ts';

/** What the stream needs from the gateway besides the schema: its context, error formatter and metrics. */
export interface GraphqlStreamOptions {
  schema: GraphQLSchema;
  context: (args: { req: Request; res: Response }) => Promise<GatewayContext>;
  format?: ErrorFormatter;
  metrics?: GatewayMetrics;
}

/** graphql-sse wants an indexable context type; the gateway's context is one. */
type StreamContext = GatewayContext & Record<PropertyKey, unknown>;

/** Per stream: when it started and what it came to, for /metrics and the access line. */
interface StreamState {
  started: number;
  label: string;
  errorCodes: Set<string>;
  refused: boolean;
}

/**
 * Subscriptions (the assistant's streamed replies) over server-sent events on graphql-sse, in the
 * protocol's "distinct connections" mode: POST `{query, variables, operationName}`, then `event: next`
 * messages until `event: complete`. Before it runs, an operation passes what /graphql applies — the
 * token limit, the validation and depth rules, variables, argument lengths and the cost budget — and a
 * refusal is a 400 in JSON with the code HTTP answers; the operation runs under the context's deadline and
 * is counted in /metrics like a /graphql request. Trusted documents and rate limits are the route's middleware.
 */
export function graphqlStream({ schema, context, format = formatError, metrics }: GraphqlStreamOptions): RequestHandler {
  const formatted = (error: GraphQLError) => format(error.toJSON(), error);
  const states = new WeakMap<GatewayContext, StreamState>();
  const refuse = (errors: GraphQLError[]) =>
    [
      JSON.stringify({ errors: errors.map(formatted) }),
      { status: 400, statusText: 'Bad Request', headers: { 'content-type': 'application/json; charset=utf-8' } },
    ] as [string, { status: number; statusText: string; headers: Record<string, string> }];
  const countRefusal = (operationName: string | undefined, errors: GraphQLFormattedError[]) => {
    if (!metrics) return;
    const label = metrics.operationLabel(operationName);
    metrics.requests.inc({ operation: label, outcome: 'refused', ...metrics.clientLabels(undefined, undefined) });
    for (const reason of new Set(errors.map(refusalOf))) if (reason) metrics.refused(reason);
  };

  const handler = createHandler<StreamContext>({
    schema,
    onSubscribe: async (req, params) => {
      const operationName = params.operationName ?? undefined;
      const prepared = prepareSubscription(
        schema,
        params.query as string,
        params.variables,
        operationName,
        'Only subscriptions are served here; send queries and mutations to /graphql',
      );
      if ('errors' in prepared) {
        countRefusal(operationName, prepared.errors.map(formatted));
        return refuse(prepared.errors);
      }
      const cost = operationCost(schema, prepared.document.definitions, prepared.operation, prepared.variables);
      if (cost > COST.budget) {
        const error = queryTooCostly(cost, COST.budget);
        countRefusal(operationName, [formatted(error)]);
        return refuse([error]);
      }
      // The context starts the operation's deadline and its upstream guards, as for /graphql.
      const contextValue = (await context({ req: req.raw, res: req.context.res })) as StreamContext;
      states.set(contextValue, {
        started: performance.now(),
        label: metrics?.operationLabel(operationName) ?? '',
        errorCodes: new Set(),
        refused: false,
      });
      return { schema, document: prepared.document, variableValues: prepared.variables, operationName, contextValue };
    },
    onNext: (ctx, _req, result) => {
      const errors = (result as ExecutionResult).errors;
      if (!errors?.length) return;
      const state = states.get(ctx);
      for (const error of errors) state?.errorCodes.add(String(error.extensions?.['code'] ?? 'UNKNOWN'));
      // Sent as the client would get them from /graphql (masked, coded, no suggestions in production).
      return { ...result, errors: errors.map(formatted) } as unknown as ExecutionResult;
    },
    onComplete: (ctx) => {
      const state = states.get(ctx);
      if (!state || !metrics) return;
      const outcome = state.errorCodes.size ? 'error' : 'ok';
      const client = metrics.clientLabels(ctx.client?.name, ctx.client?.version);
      metrics.requests.inc({ operation: state.label, outcome, ...client });
      metrics.duration.observe({ operation: state.label, outcome, ...client }, (performance.now() - state.started) / 1000);
      if (ctx.record) Object.assign(ctx.record, { operation: state.label, outcome, errorCodes: [...state.errorCodes] });
    },
  });

  return async (req, res) => {
    // This route speaks only the distinct-connections mode: a POST is a stream whatever it accepts.
    req.headers.accept = 'text/event-stream';
    // Tells buffering proxies (nginx) to pass each event on at once.
    res.setHeader('x-accel-buffering', 'no');
    try {
      await handler(req, res);
    } catch (error) {
      // An internal failure mid-stream: the client hears it as the last event, never a stack.
      const last = formatted(
        new GraphQLError('Internal server error', { originalError: error as Error, extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
      );
      if (!res.headersSent) return void res.status(500).json({ errors: [last] });
      if (!res.writableEnded) res.end(`event: next\ndata: ${JSON.stringify({ errors: [last] })}\n\nevent: complete\ndata:\n\n`);
    }
  };
}
