import { trace } from '@opentelemetry/api';
import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import { execute, GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type * as GraphqlJit from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import type { GatewayContext } from '../../context.ts';

type GatewayInterface = ApolloServerOptionsWithGateway<GatewayContext>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;
type GatewayRequestContext = Parameters<GatewayExecutor>[0];

/** Compiled plans kept (documents × operation names); the web app has about 220 documents, most of them mutations. */
export const MAX_COMPILED_PLANS = 256;

export interface CompiledExecutionOptions {
  schema: GraphQLSchema;
  /** Whether a document's text is one this gateway knows in advance (the web app's persisted documents). */
  isKnownDocument(source: string): boolean;
  /** Plans kept at most (least recently used dropped first). */
  maxPlans?: number;
}

export interface CompiledExecution {
  /** Handed to Apollo Server as its `gateway`: the schema as is, and `executor` below. */
  gateway: GatewayInterface;
  /** Runs one operation: compiled when it is a known query, graphql-js's `execute` otherwise. */
  executor: GatewayExecutor;
  /** How many operations ran each way (tests and the bench read it); `replayed` of the interpreted ones ran compiled first. */
  readonly counts: { compiled: number; interpreted: number; replayed: number };
  /** Documents with plans kept now (bounded by maxPlans). */
  plansKept(): number;
  /** Loads graphql-jit now, in the background: called once the gateway listens (see loadJit). */
  warmUp(): void;
}

/**
 * graphql-jit, with the JSON-schema serializer it brings (ajv, fast-json-stringify): ~0.15 s of module loading that
 * the gateway's start does not wait for. It loads once the gateway listens (warmUp), or with the first known query
 * if that comes sooner.
 */
let jit: Promise<typeof GraphqlJit> | undefined;
const loadJit = () => (jit ??= import('graphql-jit'));

/** A document that graphql-jit could not compile runs on graphql-js; remembered so it is not tried again. */
const NOT_COMPILED = Symbol('not compiled');

/**
 * A compiled execution plan per known query document (issue 26 §2). The web only sends its own persisted
 * documents, so each one's query is compiled once by graphql-jit into a function that runs its resolvers
 * without graphql-js's per-field planning (collecting fields, building paths and resolve infos, checking each
 * value's type). Everything around execution stays Apollo's and ours: parsing, validation and the limit rules
 * (validation rules, cost and argument-length plugins) run before the executor is called, the role directive
 * lives in the schema's resolvers (auth/directive.ts) which the plan calls, errors are formatted and masked by
 * Apollo's `formatError` as before, plugins' hooks fire as before.
 *
 * graphql-js still runs: anything but a query (mutations stay on the reference implementation), a document
 * that is not a known one, a document graphql-jit cannot compile, variables graphql-jit refuses (graphql-js
 * then answers with its own messages, and nothing has run yet), and a request whose trace is being recorded
 * (OpenTelemetry's GraphQL instrumentation times graphql-js's `execute`). Subscriptions do not come here.
 * A compiled run whose errors nulled more than their own field (a failed non-null field) is run again on graphql-js,
 * whose error list differs there (it stops an object's remaining fields at the first such failure); its data would
 * be the same. The answer is then graphql-js's own, errors included, for every document.
 */
export function compiledExecution(options: CompiledExecutionOptions): CompiledExecution {
  const { schema } = options;
  const plans = new LRUCache<string, Map<string, GraphqlJit.CompiledQuery | typeof NOT_COMPILED>>({
    max: options.maxPlans ?? MAX_COMPILED_PLANS,
  });
  const counts = { compiled: 0, interpreted: 0, replayed: 0 };

  const planFor = async (
    source: string,
    document: DocumentNode,
    operationName: string | null,
  ): Promise<GraphqlJit.CompiledQuery | undefined> => {
    let byOperation = plans.get(source);
    if (!byOperation) plans.set(source, (byOperation = new Map()));
    const key = operationName ?? '';
    let plan = byOperation.get(key);
    if (plan === undefined) {
      const { compileQuery, isCompiledQuery } = await loadJit();
      const compiled = compileQuery(schema, document, operationName ?? undefined);
      plan = isCompiledQuery(compiled) ? compiled : NOT_COMPILED;
      byOperation.set(key, plan);
    }
    return plan === NOT_COMPILED ? undefined : plan;
  };

  const interpret = (requestContext: GatewayRequestContext): Promise<ExecutionResult> => {
    counts.interpreted += 1;
    return Promise.resolve(
      execute({
        schema,
        document: requestContext.document,
        contextValue: requestContext.context,
        variableValues: requestContext.request.variables,
        operationName: requestContext.request.operationName,
      }),
    );
  };

  const executor: GatewayExecutor = async (requestContext) => {
    const { operation, source, document } = requestContext;
    const plan =
      operation?.operation === 'query' && source && options.isKnownDocument(source) && !trace.getActiveSpan()?.isRecording()
        ? await planFor(source, document, requestContext.operationName)
        : undefined;
    if (!plan) return interpret(requestContext);
    const result = await plan.query(undefined, requestContext.context, requestContext.request.variables ?? {});
    // No data at all: the variables were refused before any resolver ran; graphql-js gives its own answer.
    if (!('data' in result)) return interpret(requestContext);
    if (!result.errors) {
      counts.compiled += 1;
      return result;
    }
    // A failed non-null field nulled an enclosing object: graphql-js stops running that object's other fields and
    // reports fewer errors, in its own order. The query runs again on graphql-js for its exact answer (a read; the
    // request's DataLoaders answer again what the first run fetched).
    if (result.errors.some((error) => bubbled(result.data, error.path))) {
      counts.replayed += 1;
      return interpret(requestContext);
    }
    counts.compiled += 1;
    return { ...result, errors: result.errors.map(asGraphQLJsError) };
  };

  const gateway: GatewayInterface = {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    load: () => Promise.resolve({ executor }),
    stop: () => Promise.resolve(),
  };
  return { gateway, executor, counts, plansKept: () => plans.size, warmUp: () => void loadJit() };
}

/** Whether an error's null reached further up than its own field: an object or list on its path is null. */
function bubbled(data: unknown, path: ReadonlyArray<string | number> | undefined): boolean {
  if (!path) return true;
  let value = data;
  for (let depth = 0; depth < path.length; depth += 1) {
    if (value === null || typeof value !== 'object') return true;
    value = (value as Record<string | number, unknown>)[path[depth]!];
  }
  return false;
}

/**
 * graphql-jit's errors are its own GraphQLError-like objects (no `extensions` object when the thrown error had
 * none, no `toJSON`). Made into graphql-js's, as `execute` makes them (locatedError): the message, path and
 * locations, the thrown error as `originalError`, its extensions.
 */
function asGraphQLJsError(error: GraphQLError): GraphQLError {
  // graphql-js's own errors (a null for a non-null field) wrap an Error of the same message too.
  const originalError = error.originalError ?? new Error(error.message);
  const converted = new GraphQLError(error.message, { path: error.path, originalError });
  if (error.locations) Object.defineProperty(converted, 'locations', { value: error.locations, enumerable: true });
  return converted;
}
