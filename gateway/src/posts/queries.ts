import type { QueryResolvers } from '../generated/resolvers.ts';
import { connectionFromArray, connectionFromKeysetPage, idFromCursor, pageSize } from '../platform/relay/connection.ts';
import { getBlogPosts, getPosts } from './api.ts';
import { primePosts } from './loaders.ts';
import { internalIntId } from '../platform/relay/globalId.ts';
import { parseInput } from '../platform/graphql/validation.ts';
import { scenarioPostFieldsSchema } from './validation.ts';
import { asksFor } from '../platform/graphql/selection.ts';

/** The feed's page sizes; one extra post is fetched to learn whether another page exists. */
export const POSTS_PAGE = { defaultSize: 10, max: 50 };
export const BLOG_POSTS_PAGE = { defaultSize: 10, max: 100 };

export const postQueries: QueryResolvers = {
  async posts(_parent, args, context, info) {
    const size = pageSize(args.first, POSTS_PAGE.defaultSize, POSTS_PAGE.max);
    const beforeId = idFromCursor(args.after);
    // The Lender Finder's filters; an unknown programme is refused like any bad argument.
    const lenderId = args.lenderId ? internalIntId(args.lenderId, 'Lender', 'lenderId') : undefined;
    const { program } = parseInput(scenarioPostFieldsSchema, { program: args.program ?? null });
    // The Lender Finder's page asks what fits each post: it comes in the same call (issue 26 §2).
    const withLendersThatFit = asksFor(info, ['edges', 'node', 'lendersThatFit']);
    const posts = await getPosts(context.api, { limit: size + 1, beforeId, lenderId, program: program ?? undefined, withLendersThatFit });
    primePosts(context, posts);
    return connectionFromKeysetPage(posts, size, (post) => post.id, beforeId !== undefined);
  },

  async blogs(_parent, args, context) {
    const posts = await getBlogPosts(context.api);
    primePosts(context, posts);
    return connectionFromArray(posts, args, BLOG_POSTS_PAGE);
  },
};
