import type { QueryResolvers } from '../generated/resolvers.ts';
import { connectionFromArray, connectionFromKeysetPage, idFromCursor, pageSize } from '../relay/connection.ts';
import { getBlogPosts, getPosts } from './api.ts';
import { primePosts } from './loaders.ts';

/** The feed's page sizes; one extra post is fetched to learn whether another page exists. */
export const POSTS_PAGE = { defaultSize: 10, max: 50 };
export const BLOG_POSTS_PAGE = { defaultSize: 10, max: 100 };

export const postQueries: QueryResolvers = {
  async posts(_parent, args, context) {
    const size = pageSize(args.first, POSTS_PAGE.defaultSize, POSTS_PAGE.max);
    const beforeId = idFromCursor(args.after);
    const posts = await getPosts(context.api, { limit: size + 1, beforeId });
    primePosts(context, posts);
    return connectionFromKeysetPage(posts, size, (post) => post.id, beforeId !== undefined);
  },

  async blogs(_parent, args, context) {
    const posts = await getBlogPosts(context.api);
    primePosts(context, posts);
    return connectionFromArray(posts, args, BLOG_POSTS_PAGE);
  },
};
