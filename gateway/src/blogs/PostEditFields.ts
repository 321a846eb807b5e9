import type { GatewayContext } from '../context.ts';
import type { ApiPost } from '../posts/types.ts';

/** Fields issue 3 adds to `Post` (the rest are in gateway/src/posts/Post.ts). */
export const PostEditFields = {
  /** Mirrors the API's rule for PUT/DELETE: the author or an Admin. */
  viewerCanEdit: (post: ApiPost, _args: unknown, context: GatewayContext): boolean =>
    !!context.viewer && (context.viewer.role === 'ADMIN' || (post.authorId !== null && post.authorId === context.viewer.userId)),
};
