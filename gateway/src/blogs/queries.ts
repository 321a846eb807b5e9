import type { GatewayContext } from '../context.ts';
import type { ApiPost } from '../posts/types.ts';
import { connectionFromArray, type Connection } from '../relay/connection.ts';
import { getBlogs } from './api.ts';

export const BLOGS_PAGE = { defaultSize: 10, max: 100 };

export const blogQueries = {
  async blogs(_parent: unknown, args: { first?: number | null; after?: string | null }, context: GatewayContext): Promise<Connection<ApiPost>> {
    const posts = await getBlogs(context.api);
    for (const post of posts) context.loaders.postById.prime(post.id, post);
    return connectionFromArray(posts, args, BLOGS_PAGE);
  },
};
