import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLikePostMutation as LikePostMutation } from '../../../__generated__/useLikePostMutation.graphql';
import { notify } from '../../../shared/toast';
import { toggledLike, type LikeState } from '../likeState';

const mutation = graphql`
  mutation useLikePostMutation($input: LikePostInput!) @raw_response_type {
    likePost(input: $input) {
      liked
      post {
        id
        likeCount
        viewerHasLiked
      }
    }
  }
`;

/**
 * Toggles the viewer's like. The new state shows at once (optimistic, count never below 0);
 * Relay rolls it back by itself if the server refuses.
 */
export function useLikePostMutation() {
  const [commit, isInFlight] = useMutation<LikePostMutation>(mutation);

  const toggleLike = useCallback(
    (post: { id: string } & LikeState) => {
      const next = toggledLike(post);
      commit({
        variables: { input: { postId: post.id } },
        optimisticResponse: { likePost: { liked: next.viewerHasLiked, post: { id: post.id, ...next } } },
        onCompleted: (response, errors) => {
          if (errors?.length) notify.error('Failed to update like');
          else notify.success(response.likePost.liked ? 'Post liked!' : 'Post unliked');
        },
        onError: () => {
          notify.error('Failed to update like');
        },
      });
    },
    [commit],
  );

  return [toggleLike, isInFlight] as const;
}
