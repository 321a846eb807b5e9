import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useLikePostMutation as LikePostMutation } from '../../../__generated__/useLikePostMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { toggledLike, type LikeState } from '../likeState';

const mutation = graphql`
  mutation useLikePostMutation($input: LikePostInput!) @raw_response_type {
    likePost(input: $input) {
      liked
      message
      post {
        id
        likeCount
        viewerHasLiked
      }
    }
  }
`;

const rules: MutationResultRules<LikePostMutation, LikePostMutation['response']['likePost']> = {
  payload: (response) => response.likePost,
  failureMessage: () => 'Failed to update like',
};

/**
 * Toggles the viewer's like. The new state shows at once (optimistic, count never below 0);
 * Relay rolls it back by itself if the server refuses.
 */
export function useLikePostMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);

  const toggleLike = useCallback(
    (post: { id: string } & LikeState) => {
      const next = toggledLike(post);
      return commit({
        variables: { input: { postId: post.id } },
        // The message is the server's to give; nothing shows it before the answer.
        optimisticResponse: { likePost: { liked: next.viewerHasLiked, message: '', post: { id: post.id, ...next } } },
      });
    },
    [commit],
  );

  return [toggleLike, isInFlight] as const;
}
