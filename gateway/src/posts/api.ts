import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';
import type { ApiLenderFit, ApiLikeResult, ApiNewComment, ApiPost } from './types.ts';
import type { CreatePostBody } from './validation.ts';

/** REST calls of posts: the scenario feed and the blog list are the same posts (api/src/posts). */

/** One keyset page, newest first: posts with id < beforeId. */
export function getPosts(
  api: ApiDataSource,
  page: { limit: number; beforeId?: number | undefined; lenderId?: number | undefined; program?: string | undefined },
): Promise<ApiPost[]> {
  return api.get<ApiPost[]>('/api/loan-posts', {
    limit: page.limit,
    beforeId: page.beforeId,
    lenderId: page.lenderId,
    program: page.program,
  });
}

/** 'Lenders that fit' of several posts in one call, by post id (the DataLoader's batch). */
export function getLendersThatFit(api: ApiDataSource, postIds: readonly number[]): Promise<Record<string, ApiLenderFit[]>> {
  return api.get<Record<string, ApiLenderFit[]>>('/api/loan-posts/lenders-that-fit', { ids: postIds.join(',') });
}

/** Every post the caller may list as a blog, newest first (drafts only for an Admin). */
export function getBlogPosts(api: ApiDataSource): Promise<ApiPost[]> {
  return api.get<ApiPost[]>('/api/loan-posts/GetAllBLOGS');
}

/** One post with its comments; NOT_FOUND when missing (or a draft the caller may not see). */
export function getPost(api: ApiDataSource, id: number): Promise<ApiPost> {
  return api.get<ApiPost>(`/api/loan-posts/${id}`);
}

export function createPost(api: ApiDataSource, input: CreatePostBody): Promise<ApiAnswer<ApiPost>> {
  return api.write<ApiPost>('POST', '/api/loan-posts', input);
}

/** Author or Admin (FORBIDDEN otherwise); same rules as create. */
export function updatePost(
  api: ApiDataSource,
  postId: number,
  body: { title: string; content: string; isPublished: boolean },
): Promise<ApiAnswer<ApiPost>> {
  return api.write<ApiPost>('PUT', `/api/loan-posts/${postId}`, body);
}

/** Author or Admin; comments and likes go with it. */
export function deletePost(api: ApiDataSource, postId: number): Promise<ApiAnswer<{ postId: number }>> {
  return api.write<{ postId: number }>('DELETE', `/api/loan-posts/${postId}`);
}

/** Toggles the caller's like; answers the new state and count ('Post liked!' / 'Post unliked'). */
export function togglePostLike(api: ApiDataSource, postId: number): Promise<ApiAnswer<ApiLikeResult>> {
  return api.write<ApiLikeResult>('POST', `/api/loan-posts/${postId}/likes`);
}

export function addComment(api: ApiDataSource, postId: number, content: string): Promise<ApiAnswer<ApiNewComment>> {
  return api.write<ApiNewComment>('POST', `/api/loan-posts/${postId}/comments`, { content });
}
