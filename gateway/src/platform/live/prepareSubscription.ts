import {
  getOperationAST,
  getVariableValues,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { ErrorCode } from '../errors/errors.ts';
import { LIMITS, parseOptions, validationRules } from '../limits/limits.ts';
import { oversizeArgument } from '../limits/argumentLength.ts';

export type PreparedSubscription =
  | { document: DocumentNode; operation: OperationDefinitionNode; variables: Record<string, unknown> | undefined }
  | { errors: GraphQLError[] };

/** Formats an error for the client: formatError, or formatErrorWithoutSuggestions in production. */
export type ErrorFormatter = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

function coded(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { ...error.extensions, code },
  });
}

/**
 * What /graphql does before executing, for the subscription transports (SSE and WebSocket): parse
 * under the token limit, validate under the same rules, coerce the variables and check argument
 * lengths — each refusal with the code HTTP answers (GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED,
 * BAD_USER_INPUT), never an internal error. Only subscriptions pass; `elsewhere` says where the rest go.
 */
export function prepareSubscription(
  schema: GraphQLSchema,
  query: string,
  variables: unknown,
  operationName: string | undefined,
  elsewhere: string,
): PreparedSubscription {
  let document: DocumentNode;
  try {
    document = parse(query, parseOptions);
  } catch (error) {
    const parseError = error instanceof GraphQLError ? error : new GraphQLError('Could not parse the query');
    return { errors: [coded(parseError, 'GRAPHQL_PARSE_FAILED')] };
  }
  const invalid = validate(schema, document, [...specifiedRules, ...validationRules]);
  if (invalid.length) return { errors: invalid.map((error) => coded(error, 'GRAPHQL_VALIDATION_FAILED')) };
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'subscription') return { errors: [new GraphQLError(elsewhere, { extensions: { code: 'BAD_REQUEST' } })] };
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return { errors: [new GraphQLError('Variables must be a JSON object', { extensions: { code: ErrorCode.BAD_USER_INPUT } })] };
  }
  const raw = (variables ?? undefined) as Record<string, unknown> | undefined;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], raw ?? {}, { maxErrors: 50 });
  if (coerced.errors) return { errors: coerced.errors.map((error) => coded(error, ErrorCode.BAD_USER_INPUT)) };
  const oversize = oversizeArgument(schema, document, coerced.coerced, LIMITS);
  if (oversize) return { errors: [oversize] };
  return { document, operation, variables: raw };
}
