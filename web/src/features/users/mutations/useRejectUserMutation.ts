import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useRejectUserMutation as RejectUserMutation } from '../../../__generated__/useRejectUserMutation.graphql';
import { adjustTotalCount } from '../../../shared/relay/connectionCount';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useRejectUserMutation($input: RejectUserInput!, $connections: [ID!]!) {
    rejectUser(input: $input) {
      message
      rejectedUserId @deleteEdge(connections: $connections)
    }
  }
`;

const rules: MutationResultRules<RejectUserMutation, RejectUserMutation['response']['rejectUser']> = {
  payload: (response) => response.rejectUser,
  failureMessage: serverMessageOr('Operation failed'),
};

/** An Admin turns a pending registration down: the account goes, and its row with it. */
export function useRejectUserMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const reject = useCallback(
    ({ userId, connectionIds }: { userId: string; connectionIds: string[] }) =>
      commit({
        variables: { input: { userId }, connections: connectionIds },
        updater: (store, response) => {
          if (response?.rejectUser) adjustTotalCount(store, connectionIds, -1);
        },
      }),
    [commit],
  );
  return [reject, isInFlight] as const;
}
