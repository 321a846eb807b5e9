import type { PostDto } from '@lendhub/domain/rest/posts';

/**
 * What a like answers (`POST /api/loan-posts/{id}/likes`): the viewer's state and the new count. A
 * `Post` resolved from it answers id and like fields at once; any other field reads the whole post.
 */
export interface PostLikeState {
  kind: 'likeState';
  id: number;
  likeCount: number;
  isLiked: boolean;
}

/** What a `Post` resolves from: the API's post, or only what a like answered. */
export type PostParent = PostDto | PostLikeState;

export function isLikeState(post: PostParent): post is PostLikeState {
  return 'kind' in post && post.kind === 'likeState';
}
