import { graphql } from 'react-relay/hooks';
import type { useResendInvitationMutation as ResendInvitationMutation } from '../../../__generated__/useResendInvitationMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useResendInvitationMutation($input: ResendInvitationInput!) {
    resendInvitation(input: $input) {
      message
      registrationLink
      emailSent
      invitation {
        id
        expiresAt
        ...PendingInvitationRow_invitation
      }
    }
  }
`;

const rules: MutationResultRules<ResendInvitationMutation, ResendInvitationMutation['response']['resendInvitation']> = {
  payload: (response) => response.resendInvitation,
  failureMessage: serverMessageOr('Failed to resend invitation'),
};

/** A new link and expiry for a pending invitation (the row's expiry updates in the store); the old link stops working. */
export function useResendInvitationMutation() {
  return useMutationResult(mutation, rules);
}
