import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * Request limits (documented in gateway/README.md). They bound the work one request can cause
 * upstream; the biggest legitimate query of the web app is well inside them.
 */
export const LIMITS = {
  /** Nested field levels, root field = 1; introspection (`__schema`, `__type`) is not counted. */
  maxDepth: 12,
  /** Aliased fields in one document. */
  maxAliases: 30,
  /** JSON request body (express.json `limit`). */
  jsonBodyLimit: '1mb',
} as const;

function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
}

function depthOf(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  if (!selectionSet) return 0;
  let max = 0;
  for (const selection of selectionSet.selections) {
    let depth = 0;
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      depth = 1 + depthOf(selection.selectionSet, fragments, visiting);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      depth = depthOf(selection.selectionSet, fragments, visiting);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A fragment cycle is reported by graphql's own NoFragmentCycles rule.
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      depth = depthOf(fragment.selectionSet, fragments, visiting);
      visiting.delete(name);
    }
    max = Math.max(max, depth);
  }
  return max;
}

/** Rejects operations nested deeper than `maxDepth` field levels (fragments followed). */
export function depthLimitRule(maxDepth: number = LIMITS.maxDepth) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet, fragments, new Set());
        if (depth > maxDepth) {
          context.reportError(limitError(`Query is too deep: ${depth} levels, the limit is ${maxDepth}`));
        }
      },
    };
  };
}

/** Rejects documents with more than `maxAliases` aliased fields (alias fan-out multiplies upstream calls). */
export function aliasLimitRule(maxAliases: number = LIMITS.maxAliases) {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(field) {
        if (field.alias) aliases += 1;
      },
      Document: {
        leave() {
          if (aliases > maxAliases) {
            context.reportError(limitError(`Too many aliases: ${aliases}, the limit is ${maxAliases}`));
          }
        },
      },
    };
  };
}

export const validationRules = [depthLimitRule(), aliasLimitRule()];
