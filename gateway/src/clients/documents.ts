import { Kind, parse, specifiedRules, validate, type GraphQLSchema } from 'graphql';
import { parseOptions, validationRules } from '../platform/limits/limits.ts';

/**
 * Why a document cannot be published, or null when it can: it must parse, validate against the
 * schema (and the gateway's depth, alias and directive limits), and name every operation (names are
 * what allowed operations, logs and metrics go by).
 */
export function documentProblem(schema: GraphQLSchema, text: string): string | null {
  let document;
  try {
    document = parse(text, parseOptions);
  } catch (error) {
    return `does not parse: ${(error as Error).message}`;
  }
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (operations.length === 0) return 'has no operation';
  if (operations.some((operation) => !operation.name)) return 'has an operation without a name';
  const errors = validate(schema, document, [...specifiedRules, ...validationRules]);
  return errors.length > 0 ? `does not validate: ${errors.map((error) => error.message).join('; ')}` : null;
}

/** The problems of a set of documents by id (empty when all can be published). */
export function documentProblems(schema: GraphQLSchema, documents: Record<string, string>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [id, text] of Object.entries(documents)) {
    const problem = documentProblem(schema, text);
    if (problem) problems[id] = `Document ${id} ${problem}`;
  }
  return problems;
}
