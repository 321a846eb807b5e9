import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { SendInviteInput, useSendInviteMutation as SendInviteMutation } from '../../../__generated__/useSendInviteMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';
import { pendingInvitationsConnectionId } from './pendingInvitationsConnection';

const mutation = graphql`
  mutation useSendInviteMutation($input: SendInviteInput!, $connections: [ID!]!) {
    sendInvite(input: $input) {
      message
      registrationLink
      emailSent
      invitationEdge @prependEdge(connections: $connections) {
        cursor
        node {
          ...PendingInvitationRow_invitation
        }
      }
      invitation {
        id
        email
        expiresAt
      }
    }
  }
`;

const rules: MutationResultRules<SendInviteMutation, SendInviteMutation['response']['sendInvite']> = {
  payload: (response) => response.sendInvite,
  failureMessage: serverMessageOr('Failed to send invitation'),
};

/** Invites a full name, e-mail and role; the payload carries the one-time registration link. The pending list gets the invitation at its top. */
export function useSendInviteMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const sendInvite = useCallback(
    (input: SendInviteInput) => commit({ variables: { input, connections: [pendingInvitationsConnectionId()] } }),
    [commit],
  );
  return [sendInvite, isInFlight] as const;
}
