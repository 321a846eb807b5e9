import type { RouteShape } from '@lendhub/domain/rest';
import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { badUserInput, errorCodeOf, ErrorCode } from './errors.ts';

/** The fields a route's BAD_USER_INPUT can name: its body schema's fields (as the API keys its errors) and its uploads. */
export type RestField<R extends RouteShape> =
  | (R['body'] extends z.ZodType ? Extract<keyof z.output<R['body']>, string> : never)
  | (R['uploads'] extends readonly (infer Upload extends string)[] ? Upload : never);

/**
 * A route's REST field names → GraphQL input field names, checked against the contract: a field renamed or dropped
 * in the route's schema fails to compile here (e.g. `inputFieldNames(routes.create, { ticketTitle: 'title' })`).
 */
export function inputFieldNames<R extends RouteShape>(_route: R, names: { readonly [K in RestField<R>]?: string }): Record<string, string> {
  return names as Record<string, string>;
}

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
