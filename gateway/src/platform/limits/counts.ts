import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';

export function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
}

/**
 * Counts one kind of node over the whole document (each node once, fragments included where they
 * are written: linear) and reports the document when it has more than `max`.
 */
function countRule(
  kind: 'Field' | 'Directive',
  counts: (node: { alias?: unknown }) => boolean,
  describe: (count: number, max: number) => string,
) {
  return (max: number) =>
    (context: ValidationContext): ASTVisitor => {
      let count = 0;
      return {
        [kind](node: { alias?: unknown }) {
          if (counts(node)) count += 1;
        },
        Document: {
          leave() {
            if (count > max) context.reportError(limitError(describe(count, max)));
          },
        },
      };
    };
}

/** Aliases multiply upstream calls: `a: lenders … b: lenders …`. */
export const aliasLimitRule = countRule(
  'Field',
  (field) => field.alias !== undefined,
  (count, max) => `Too many aliases: ${count}, the limit is ${max}`,
);

/** Directives are free to repeat and each costs work (`@include` × thousands). */
export const directiveLimitRule = countRule(
  'Directive',
  () => true,
  (count, max) => `Too many directives: ${count}, the limit is ${max}`,
);
