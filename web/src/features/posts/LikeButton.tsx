import { Button } from '@chakra-ui/react';
import { Heart } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LikeButton_post$key } from '../../__generated__/LikeButton_post.graphql';
import { notify } from '../../shared/toast';
import { useLikePostMutation } from './mutations/useLikePostMutation';

const fragment = graphql`
  fragment LikeButton_post on Post {
    # eslint-disable-next-line relay/unused-fields -- useLikePostMutation sends it as postId
    id
    likeCount
    viewerHasLiked
  }
`;

export function LikeButton({ post }: { post: LikeButton_post$key }) {
  const data = useFragment(fragment, post);
  const [toggleLike] = useLikePostMutation();
  const onClick = async () => {
    const result = await toggleLike(data);
    if (result.ok) notify.success(result.message);
    else notify.error(result.message);
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      colorPalette={data.viewerHasLiked ? 'red' : 'gray'}
      aria-pressed={data.viewerHasLiked}
      onClick={() => void onClick()}
    >
      <Heart fill={data.viewerHasLiked ? 'currentColor' : 'none'} aria-hidden />
      Like
      <span data-testid="like-count">({data.likeCount})</span>
    </Button>
  );
}
