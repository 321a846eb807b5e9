// One way for every mutation hook to report its outcome (docs/architecture.md "Web conventions").
import { useCallback } from 'react';
import { useMutation, type UseMutationConfig } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { completedResult, failedResult, type MutationResult, type MutationResultRules } from './mutationOutcome';

export { completedResult, failedResult, type MutationResult, type MutationResultRules } from './mutationOutcome';

export type CommitConfig<TMutation extends MutationParameters> = Omit<UseMutationConfig<TMutation>, 'onCompleted' | 'onError'>;

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
