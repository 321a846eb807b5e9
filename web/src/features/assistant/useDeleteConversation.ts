import { graphql } from 'react-relay/hooks';
import type { useDeleteConversationMutation } from '../../__generated__/useDeleteConversationMutation.graphql';
import { serverMessageOr } from '../../shared/relay/serverMessageOr';
import { useMutationResult, type MutationResultRules } from '../../shared/relay/mutationResult';

const mutation = graphql`
  mutation useDeleteConversationMutation($input: DeleteConversationInput!, $connections: [ID!]!) {
    deleteConversation(input: $input) {
      deletedConversationId @deleteEdge(connections: $connections)
      message
    }
  }
`;

const rules: MutationResultRules<useDeleteConversationMutation, { message: string }> = {
  payload: (response) => response.deleteConversation,
  failureMessage: serverMessageOr('Failed to delete the conversation'),
};

/** Deletes one of the viewer's conversations and takes it out of the list at once. */
export function useDeleteConversation() {
  return useMutationResult<useDeleteConversationMutation, { message: string }>(mutation, rules);
}
