import type { LenderFit } from '@lendhub/domain/pricing';
import {
  postRoutes as routes,
  type CommentDto,
  type CreatePostBody,
  type LikeStateDto,
  type PostDto,
  type PostReadersDto,
} from '@lendhub/domain/rest/posts';
import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';

/** REST calls of posts: the scenario feed and the blog list are the same posts (api/src/posts). */

/** One keyset page, newest first: posts with id < beforeId. */
export function getPosts(
  api: ApiDataSource,
  page: {
    limit: number;
    beforeId?: number | undefined;
    lenderId?: number | undefined;
    program?: string | undefined;
    /** Each post with its 'lenders that fit' (PostDto.lendersThatFit). */
    withLendersThatFit?: boolean;
  },
): Promise<PostDto[]> {
  return api.read(routes.list, {
    query: {
      limit: page.limit,
      beforeId: page.beforeId,
      lenderId: page.lenderId,
      program: page.program,
      withLendersThatFit: page.withLendersThatFit ? 'true' : undefined,
    },
  });
}

/** 'Lenders that fit' of several posts in one call, by post id (the DataLoader's batch). */
export function getLendersThatFit(api: ApiDataSource, postIds: readonly number[]): Promise<Record<string, LenderFit[]>> {
  return api.read(routes.lendersThatFit, { query: { ids: postIds.join(',') } });
}

/** Every post the caller may list as a blog, newest first (drafts only for an Admin). */
export function getBlogPosts(api: ApiDataSource): Promise<PostDto[]> {
  return api.read(routes.blogs);
}

/** One post with its comments; NOT_FOUND when missing (or a draft the caller may not see). */
export function getPost(api: ApiDataSource, id: number): Promise<PostDto> {
  return api.read(routes.get, { params: { id } });
}

/**
 * One post for several users at once (the gateway's alone: its X-Gateway-Key): the post but `isLiked`, which of
 * `userIds` may read it and which liked it; NOT_FOUND when it is missing or none of them may read it.
 */
export function getPostForReaders(api: ApiDataSource, id: number, userIds: readonly number[]): Promise<PostReadersDto> {
  return api.read(routes.readers, { params: { id }, query: { userIds: userIds.join(',') } });
}

export function createPost(api: ApiDataSource, body: CreatePostBody): Promise<ApiAnswer<PostDto & { notifiedUserIds: number[] }>> {
  return api.call(routes.create, { body });
}

/** Author or Admin (FORBIDDEN otherwise); same rules as create. */
export function updatePost(
  api: ApiDataSource,
  postId: number,
  body: { title: string; content: string; isPublished: boolean },
): Promise<ApiAnswer<PostDto>> {
  return api.call(routes.update, { params: { id: postId }, body });
}

/** Author or Admin; comments and likes go with it. */
export function deletePost(api: ApiDataSource, postId: number): Promise<ApiAnswer<{ postId: number }>> {
  return api.call(routes.delete, { params: { id: postId } });
}

/** Toggles the caller's like; answers the new state and count ('Post liked!' / 'Post unliked'). */
export function togglePostLike(api: ApiDataSource, postId: number): Promise<ApiAnswer<LikeStateDto>> {
  return api.call(routes.toggleLike, { params: { id: postId } });
}

export function addComment(
  api: ApiDataSource,
  postId: number,
  content: string,
): Promise<ApiAnswer<CommentDto & { notifiedUserIds: number[] }>> {
  return api.call(routes.comment, { params: { id: postId }, body: { content } });
}
