// What a mutation resolves to (docs/architecture.md "Web conventions"), with no Relay code: shared by
// useMutationResult (./mutationResult.ts) and the store-less requestMutation (./requestMutation.ts).
import type { MutationParameters, PayloadError } from 'relay-runtime';
import { GraphQLRequestError, requestErrorOf } from './graphqlError';

/** What a mutation hook's commit resolves to (it never rejects); the component decides what to show. */
export type MutationResult<TPayload> =
  { ok: true; message: string; data: TPayload } | { ok: false; message: string; fieldErrors: Record<string, string> };

export interface MutationResultRules<TMutation extends MutationParameters, TPayload extends { message: string }> {
  /** The mutation's payload in the response; null or undefined when the server answered without one. */
  payload: (response: TMutation['response']) => TPayload | null | undefined;
  /**
   * The failure text (spec §8) for `error`: a GraphQLRequestError when the server answered with errors,
   * whatever was thrown on a transport failure, or null when the answer had no payload.
   */
  failureMessage: (error: unknown) => string;
}

export function failedResult(error: unknown, failureMessage: (error: unknown) => string): MutationResult<never> {
  return { ok: false, message: failureMessage(error), fieldErrors: error instanceof GraphQLRequestError ? error.fields : {} };
}

/** The result of a completed mutation: any error makes it a failure, and so does a missing payload. */
export function completedResult<TMutation extends MutationParameters, TPayload extends { message: string }>(
  response: TMutation['response'],
  errors: ReadonlyArray<PayloadError> | null | undefined,
  rules: MutationResultRules<TMutation, TPayload>,
): MutationResult<TPayload> {
  if (errors?.length) return failedResult(requestErrorOf(errors), rules.failureMessage);
  const payload = rules.payload(response);
  if (!payload) return failedResult(null, rules.failureMessage);
  return { ok: true, message: payload.message, data: payload };
}
