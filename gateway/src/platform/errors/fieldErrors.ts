import { GraphQLError } from 'graphql';
import { badUserInput, errorCodeOf, ErrorCode } from './errors.ts';

/**
 * REST field names → GraphQL input field names (e.g. `{ emailAddress: 'email', File: 'avatar' }`).
 * A BAD_USER_INPUT from the API then names the field the client sent; others pass through.
 */
export async function withInputFieldNames<T>(call: Promise<T>, names: Record<string, string>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof GraphQLError) || errorCodeOf(error) !== ErrorCode.BAD_USER_INPUT) throw error;
    const fields = error.extensions['fields'] as Record<string, string> | undefined;
    if (!fields) throw error;
    const renamed: Record<string, string> = {};
    for (const [field, message] of Object.entries(fields)) renamed[names[field] ?? field] ??= message;
    throw badUserInput(error.message, renamed);
  }
}
