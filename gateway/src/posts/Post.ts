import type { GatewayContext } from '../context.ts';
import { connectionFromArray, type Connection, type ForwardArgs } from '../relay/connection.ts';
import { globalIdField } from '../relay/globalId.ts';
import { sanitizeRichText } from '../sanitize.ts';
import type { ApiUser } from '../users/types.ts';
import type { ApiComment, ApiPost } from './types.ts';

/** Fields shared by posts and comments: the author through the batched loader, denormalised names. */
export const authored = {
  author: (item: { authorId: number | null }, _args: unknown, context: GatewayContext): Promise<ApiUser | null> | null =>
    item.authorId ? context.loaders.userById.load(item.authorId) : null,
  authorName: (item: { authorName?: string | null }): string => item.authorName?.trim() || 'Anonymous',
  authorCompany: (item: { authorCompany?: string | null }) => item.authorCompany ?? null,
  authorImage: (item: { authorImage?: string | null }) => item.authorImage ?? null,
};

export const COMMENTS_PAGE = { defaultSize: 50, max: 100 };

export const Post = {
  ...authored,
  id: globalIdField<ApiPost>('Post', (post) => post.id),
  internalId: (post: ApiPost): number => post.id,
  content: (post: ApiPost): string => sanitizeRichText(post.content ?? ''),
  status: (post: ApiPost): string => post.status ?? (post.isPublished ? 'Published' : 'Draft'),
  viewerHasLiked: (post: ApiPost): boolean => post.isLiked ?? false,
  likeCount: (post: ApiPost): number => Math.max(0, post.likeCount ?? 0),
  commentCount: (post: ApiPost): number => Math.max(0, post.commentCount ?? post.comments?.length ?? 0),
  comments: (post: ApiPost, args: ForwardArgs): Connection<ApiComment> =>
    connectionFromArray(post.comments ?? [], args, COMMENTS_PAGE),
};
