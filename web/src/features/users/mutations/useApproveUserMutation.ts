import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useApproveUserMutation as ApproveUserMutation } from '../../../__generated__/useApproveUserMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useApproveUserMutation($input: ApproveUserInput!) {
    approveUser(input: $input) {
      message
      user {
        id
        accountStatus
      }
    }
  }
`;

const rules: MutationResultRules<ApproveUserMutation, ApproveUserMutation['response']['approveUser']> = {
  payload: (response) => response.approveUser,
  failureMessage: serverMessageOr('Operation failed'),
};

/** An Admin lets a pending account sign in; its row's status updates in place. */
export function useApproveUserMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const approve = useCallback((userId: string) => commit({ variables: { input: { userId } } }), [commit]);
  return [approve, isInFlight] as const;
}
