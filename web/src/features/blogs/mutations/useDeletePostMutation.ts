import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type { useDeletePostMutation as DeletePostMutation } from '../../../__generated__/useDeletePostMutation.graphql';
import { adjustTotalCount } from '../../../shared/relay/connectionCount';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';
import { FEED_CONNECTION_KEY } from '../../posts';

const mutation = graphql`
  mutation useDeletePostMutation($input: DeletePostInput!, $connections: [ID!]!) {
    deletePost(input: $input) {
      message
      deletedPostId @deleteEdge(connections: $connections)
    }
  }
`;

const rules: MutationResultRules<DeletePostMutation, DeletePostMutation['response']['deletePost']> = {
  payload: (response) => response.deletePost,
  failureMessage: serverMessageOr('Failed to delete blog post'),
};

/** Deletes a post: out of the Blogs table and, when the store holds it, the scenario feed. */
export function useDeletePostMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const deletePost = useCallback(
    ({ postId, connectionId }: { postId: string; connectionId: string }) =>
      commit({
        variables: { input: { postId }, connections: [connectionId, ConnectionHandler.getConnectionID(ROOT_ID, FEED_CONNECTION_KEY)] },
        updater: (store, response) => {
          if (response?.deletePost) adjustTotalCount(store, [connectionId], -1);
        },
      }),
    [commit],
  );
  return [deletePost, isInFlight] as const;
}
