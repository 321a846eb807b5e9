// A mutation sent without Relay's store, for screens whose answer nothing else reads (sign-in): the same
// network (./fetchFunction.ts) and the same MutationResult as useMutationResult, with no Relay code on
// the page's first load. Only types come from relay-runtime.
import { useCallback, useState } from 'react';
import type { ConcreteRequest, GraphQLResponse, MutationParameters, PayloadError, Variables } from 'relay-runtime';
import { createFetchFunction } from './fetchFunction';
import { completedResult, failedResult, type MutationResult, type MutationResultRules } from './mutationOutcome';

const send = createFetchFunction();

/** Sends `request` (a relay-compiler artifact) once; resolves as useMutationResult's commit does, never rejects. */
export async function requestMutation<TMutation extends MutationParameters, TPayload extends { message: string }>(
  request: ConcreteRequest,
  variables: TMutation['variables'],
  rules: MutationResultRules<TMutation, TPayload>,
  fetchFunction = send,
): Promise<MutationResult<TPayload>> {
  try {
    const response = (await fetchFunction(request.params, variables as Variables, {}, null)) as GraphQLResponse;
    const { data, errors } = response as { data?: TMutation['response'] | null; errors?: ReadonlyArray<PayloadError> };
    return completedResult((data ?? {}) as TMutation['response'], errors, rules);
  } catch (error) {
    return failedResult(error, rules.failureMessage);
  }
}

/** requestMutation as a hook's [commit, isInFlight], the shape of useMutationResult. */
export function useRequestMutation<TMutation extends MutationParameters, TPayload extends { message: string }>(
  request: ConcreteRequest,
  rules: MutationResultRules<TMutation, TPayload>,
): readonly [(variables: TMutation['variables']) => Promise<MutationResult<TPayload>>, boolean] {
  const [inFlight, setInFlight] = useState(0);
  const commit = useCallback(
    async (variables: TMutation['variables']) => {
      setInFlight((count) => count + 1);
      try {
        return await requestMutation(request, variables, rules);
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    [request, rules],
  );
  return [commit, inFlight > 0] as const;
}
