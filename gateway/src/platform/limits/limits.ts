import type { ApolloServerPlugin } from '@apollo/server';
import type { ASTVisitor, GraphQLSchema, ParseOptions, ValidationContext } from 'graphql';
import { CostMeter, COST, queryTooCostly } from './cost.ts';
import { aliasLimitRule, directiveLimitRule, limitError } from './counts.ts';
import { DepthMeter, fragmentsOf } from './depth.ts';
import { oversizeArgument } from './argumentLength.ts';
import { rememberedPerDocument } from './perDocument.ts';

/**
 * Request limits (gateway/docs/performance.md "Limits", docs/performance.md "Limits"): at least as tight as GraphQL Armor's
 * defaults. The web app's own documents are measured by `bench/documents.ts` and checked against
 * these limits by test/limits/webDocuments.test.ts. Every rule is linear in the document.
 */
export const LIMITS = {
  /** Nested field levels, root field = 1; introspection (`__schema`, `__type`) is not counted. */
  maxDepth: 12,
  /** Aliased fields in one document. */
  maxAliases: 15,
  /** Directives in one document (`@include`, `@skip`…). */
  maxDirectives: 50,
  /** Lexical tokens in one document: the parser stops at the next one, so a huge document is never parsed. */
  maxTokens: 1_000,
  /** Characters in a String/ID argument given straight to a field (ids, slugs, searches, cursors: they end up in the API's URLs). */
  maxArgumentLength: 1_000,
  /** Characters in any string inside an input object (the longest text the API takes is a lender's 50,000-character description). */
  maxInputStringLength: 50_000,
  /** JSON request body (express.json `limit`). */
  jsonBodyLimit: '1mb',
} as const;

export { COST, QUERY_TOO_COSTLY } from './cost.ts';

/** Passed to Apollo Server (`parseOptions`): graphql-js counts tokens while it parses. */
export const parseOptions: ParseOptions = { maxTokens: LIMITS.maxTokens };

/** Rejects operations nested deeper than `maxDepth` field levels (fragments followed, each measured once). */
export function depthLimitRule(maxDepth: number = LIMITS.maxDepth) {
  return (context: ValidationContext): ASTVisitor => {
    const meter = new DepthMeter(fragmentsOf(context.getDocument().definitions));
    return {
      OperationDefinition(operation) {
        const depth = meter.depthOf(operation.selectionSet);
        if (depth > maxDepth) context.reportError(limitError(`Query is too deep: ${depth} levels, the limit is ${maxDepth}`));
      },
    };
  };
}

export { aliasLimitRule, directiveLimitRule };

export const validationRules = [depthLimitRule(), aliasLimitRule(LIMITS.maxAliases), directiveLimitRule(LIMITS.maxDirectives)];

/**
 * Refuses an operation over the cost budget once its variables are known and before any resolver
 * runs, so a refused request makes no upstream call (`QUERY_TOO_COSTLY`, HTTP 400).
 */
export function costLimitPlugin(budget: number = COST.budget, onRefused?: (cost: number) => void): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request, schema }) {
          if (!operation) return;
          const cost = operationCost(schema, document.definitions, operation, request.variables);
          if (cost > budget) {
            onRefused?.(cost);
            throw queryTooCostly(cost, budget);
          }
        },
      };
    },
  };
}

/** Refuses an operation with an oversize string argument (BAD_USER_INPUT) before any resolver runs: see limits/argumentLength.ts. */
export function argumentLengthPlugin(): ApolloServerPlugin {
  // Whether a document's arguments fit, with these variables; a refusal is made afresh for each request.
  const fits = rememberedPerDocument<boolean>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request, schema }) {
          if (fits(document, request.variables, () => !oversizeArgument(schema, document, request.variables, LIMITS))) return;
          const refusal = oversizeArgument(schema, document, request.variables, LIMITS);
          if (refusal) throw refusal;
        },
      };
    },
  };
}

/** One schema's costs, per operation node and variables (the gateway has one schema; tests build others). */
const costs = new WeakMap<GraphQLSchema, ReturnType<typeof rememberedPerDocument<number>>>();

export function operationCost(
  schema: GraphQLSchema,
  definitions: Parameters<typeof fragmentsOf>[0],
  operation: ConstructorParameters<typeof CostMeter>[2],
  variables?: Record<string, unknown>,
): number {
  let remembered = costs.get(schema);
  if (!remembered) costs.set(schema, (remembered = rememberedPerDocument<number>()));
  return remembered(operation, variables, () => new CostMeter(schema, fragmentsOf(definitions), operation, variables ?? {}).cost());
}
