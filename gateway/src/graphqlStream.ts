import type { Request, RequestHandler, Response } from 'express';
import { GraphQLError, subscribe, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { GatewayContext } from './context.ts';
import { formatError } from './formatError.ts';
import { prepareSubscription, type ErrorFormatter } from './live/prepareSubscription.ts';

/**
 * Subscriptions over server-sent events (the "distinct connections" mode of the GraphQL over SSE
 * protocol): the client POSTs `{query, variables, operationName}` like any GraphQL request and reads
 * `event: next` messages, each an execution result, until `event: complete`. Plain HTTP, so it passes
 * proxies, keeps the bearer header and needs no socket server; queries and mutations stay on /graphql.
 */
export function graphqlStream(
  schema: GraphQLSchema,
  context: (args: { req: Request; res: Response }) => Promise<GatewayContext>,
  format: ErrorFormatter = formatError,
): RequestHandler {
  const formatted = (error: GraphQLError) => format(error.toJSON(), error);
  return async (req, res) => {
    const { query, variables, operationName } = (req.body ?? {}) as { query?: unknown; variables?: unknown; operationName?: unknown };
    const refuse = (message: string, code = 'BAD_REQUEST') => void res.status(400).json({ errors: [{ message, extensions: { code } }] });
    if (typeof query !== 'string') return refuse('Expected a JSON body with a "query"');

    const prepared = prepareSubscription(schema, query, variables, typeof operationName === 'string' ? operationName : undefined, 'Only subscriptions are served here; send queries and mutations to /graphql');
    if ('errors' in prepared) return void res.status(400).json({ errors: prepared.errors.map(formatted) });
    const { document } = prepared;

    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Tells buffering proxies (nginx) to pass each event on at once.
      'x-accel-buffering': 'no',
    });
    res.flushHeaders();

    const send = (result: ExecutionResult) => {
      const body = { ...(result.data !== undefined ? { data: result.data } : {}), ...(result.errors?.length ? { errors: result.errors.map(formatted) } : {}) };
      res.write(`event: next\ndata: ${JSON.stringify(body)}\n\n`);
    };
    let stopped = false;
    res.on('close', () => {
      stopped = true;
    });
    try {
      const result = await subscribe({
        schema,
        document,
        variableValues: prepared.variables,
        operationName: typeof operationName === 'string' ? operationName : undefined,
        contextValue: await context({ req, res }),
      });
      if (Symbol.asyncIterator in result) {
        for await (const event of result) {
          if (stopped) break;
          send(event);
        }
      } else {
        send(result);
      }
    } catch (error) {
      send({ errors: [error instanceof GraphQLError ? error : new GraphQLError('Internal server error', { originalError: error as Error })] });
    }
    endStream(res);
  };
}

function endStream(res: Response) {
  if (!res.writableEnded) res.end('event: complete\ndata:\n\n');
}
