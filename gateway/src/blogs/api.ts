import type { ApiDataSource } from '../datasources/api.ts';
import type { ApiPost } from '../posts/types.ts';

/** Every blog post the caller may list, newest first (drafts only for an Admin). */
export function getBlogs(api: ApiDataSource): Promise<ApiPost[]> {
  return api.get<ApiPost[]>('/api/loan-posts/GetAllBLOGS');
}

/** Author or Admin (FORBIDDEN otherwise); same rules as create. */
export function updatePost(api: ApiDataSource, postId: number, body: { title: string; content: string; isPublished: boolean }): Promise<ApiPost> {
  return api.put<ApiPost>(`/api/loan-posts/${postId}`, body);
}

/** Author or Admin; comments and likes go with it. */
export function deletePost(api: ApiDataSource, postId: number): Promise<{ postId: number }> {
  return api.delete<{ postId: number }>(`/api/loan-posts/${postId}`);
}
