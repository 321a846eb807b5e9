// One way for every mutation hook to report its outcome (docs/architecture.md "Web conventions").
import { useCallback } from 'react';
import { useMutation, type UseMutationConfig } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters, PayloadError } from 'relay-runtime';
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

export type CommitConfig<TMutation extends MutationParameters> = Omit<UseMutationConfig<TMutation>, 'onCompleted' | 'onError'>;

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

/**
 * `useMutation` whose commit returns a Promise of a MutationResult. `rules` must be a module-level
 * constant (it is a dependency of the returned commit).
 */
export function useMutationResult<TMutation extends MutationParameters, TPayload extends { message: string }>(
  mutation: GraphQLTaggedNode,
  rules: MutationResultRules<TMutation, TPayload>,
): readonly [(config: CommitConfig<TMutation>) => Promise<MutationResult<TPayload>>, boolean] {
  const [commit, isInFlight] = useMutation<TMutation>(mutation);
  const run = useCallback(
    (config: CommitConfig<TMutation>) =>
      new Promise<MutationResult<TPayload>>((resolve) => {
        commit({
          ...config,
          onCompleted: (response, errors) => resolve(completedResult(response, errors, rules)),
          onError: (error) => resolve(failedResult(error, rules.failureMessage)),
        });
      }),
    [commit, rules],
  );
  return [run, isInFlight] as const;
}
