import type { GatewayContext } from '../context.ts';
import { connectionFromKeysetPage, keyFromCursor, pageSize } from '../relay/connection.ts';
import { badUserInput } from '../errors.ts';
import { getPosts } from './api.ts';

/** GraphQL page sizes; one extra post is fetched to learn whether another page exists. */
export const POSTS_PAGE = { defaultSize: 10, max: 50 };

export const postQueries = {
  async posts(_parent: unknown, args: { first?: number | null; after?: string | null }, context: GatewayContext) {
    const size = pageSize(args.first, POSTS_PAGE.defaultSize, POSTS_PAGE.max);
    const afterKey = keyFromCursor(args.after);
    const beforeId = afterKey === undefined ? undefined : Number(afterKey);
    if (beforeId !== undefined && !Number.isSafeInteger(beforeId)) throw badUserInput('Invalid cursor', { after: 'Invalid cursor' });
    const posts = await getPosts(context.api, { limit: size + 1, beforeId });
    for (const post of posts) context.loaders.postById.prime(post.id, post);
    return connectionFromKeysetPage(posts, size, (post) => post.id, beforeId !== undefined);
  },
};
