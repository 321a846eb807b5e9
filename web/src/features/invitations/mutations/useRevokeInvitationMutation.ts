import { graphql } from 'react-relay/hooks';
import type { useRevokeInvitationMutation as RevokeInvitationMutation } from '../../../__generated__/useRevokeInvitationMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useRevokeInvitationMutation($input: RevokeInvitationInput!, $connections: [ID!]!) {
    revokeInvitation(input: $input) {
      message
      revokedInvitationId @deleteEdge(connections: $connections)
    }
  }
`;

const rules: MutationResultRules<RevokeInvitationMutation, RevokeInvitationMutation['response']['revokeInvitation']> = {
  payload: (response) => response.revokeInvitation,
  failureMessage: serverMessageOr('Failed to revoke invitation'),
};

/** Withdraws a pending invitation; its row leaves the list. */
export function useRevokeInvitationMutation() {
  return useMutationResult(mutation, rules);
}
