import type { ApiDataSource } from '../datasources/api.ts';
import type { ApiComment, ApiLikeResult, ApiPost } from './types.ts';

/** One keyset page, newest first: posts with id < beforeId. */
export function getPosts(api: ApiDataSource, page: { limit: number; beforeId?: number | undefined }): Promise<ApiPost[]> {
  return api.get<ApiPost[]>('/api/loan-posts', { limit: page.limit, beforeId: page.beforeId });
}

/** One post with its comments; NOT_FOUND when missing (or a draft the caller may not see). */
export function getPost(api: ApiDataSource, id: number): Promise<ApiPost> {
  return api.get<ApiPost>(`/api/loan-posts/${id}`);
}

export function createPost(api: ApiDataSource, input: { title: string; content: string; isPublished: boolean }): Promise<ApiPost> {
  return api.post<ApiPost>('/api/loan-posts', input);
}

/** Toggles the caller's like. */
export function togglePostLike(api: ApiDataSource, postId: number): Promise<ApiLikeResult> {
  return api.post<ApiLikeResult>(`/api/loan-posts/${postId}/likes`);
}

export function addComment(api: ApiDataSource, postId: number, content: string): Promise<ApiComment> {
  return api.post<ApiComment>(`/api/loan-posts/${postId}/comments`, { content });
}
