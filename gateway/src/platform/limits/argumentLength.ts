import { getNamedType, TypeInfo, valueFromAST, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from 'graphql';
import { badUserInput } from '../errors/errors.ts';

export interface ArgumentLengthLimits {
  /** A String/ID given straight to a field (an id, a slug, a search, a cursor): it travels in the API's URL. */
  maxArgumentLength: number;
  /** Any string inside an input object or a list of them (a request body upstream). */
  maxInputStringLength: number;
}

/**
 * The first string argument longer than its limit, as a BAD_USER_INPUT error; null when all fit.
 * Checked once per operation, with the variables' values, before any resolver runs: an oversize
 * slug would otherwise reach the API as a 20 KB URL (431) and the client as an internal error.
 */
export function oversizeArgument(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  limits: ArgumentLengthLimits,
) {
  const typeInfo = new TypeInfo(schema);
  let refusal: ReturnType<typeof badUserInput> | null = null;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const argument = typeInfo.getArgument();
        if (refusal || !argument) return;
        const value = valueFromAST(node.value, argument.type, variables ?? {});
        // A String or ID (or a list of them) given to the field directly; input objects hold bodies.
        const named = getNamedType(argument.type).name;
        const max = named === 'String' || named === 'ID' ? limits.maxArgumentLength : limits.maxInputStringLength;
        const longest = longestString(value);
        if (longest > max) {
          refusal = badUserInput(`Argument "${node.name.value}" is too long: ${longest} characters, the limit is ${max}`);
        }
      },
    }),
  );
  return refusal;
}

/** The longest string anywhere in a (coerced or raw) value; walked without recursion, so any depth is safe. */
function longestString(value: unknown): number {
  let longest = 0;
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') longest = Math.max(longest, item.length);
    else if (Array.isArray(item)) pending.push(...item);
    else if (item && typeof item === 'object') pending.push(...Object.values(item));
  }
  return longest;
}
