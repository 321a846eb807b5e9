import { viewerCan } from '../platform/auth/roles.ts';
import type { GatewayContext } from '../context.ts';
import type { LenderFitResolvers, PostCommentsArgs, PostResolvers } from '../generated/resolvers.ts';
import { connectionFromArray } from '../platform/relay/connection.ts';
import { nodeIdFields } from '../platform/relay/globalId.ts';
import { author, authorCompany, authorImage, authorName } from './authored.ts';
import { existingPost } from './loaders.ts';
import type { PostDto } from '@lendhub/domain/rest/posts';
import { isLikeState, type PostParent } from './types.ts';

export const COMMENTS_PAGE = { defaultSize: 50, max: 100 };

/**
 * A field that needs the whole post. After a like only the like fields are known: the post is read
 * then, and only if the client asked for more than those. A whole post answers at once, not through a
 * promise: a feed page resolves some 30 fields of each of its 10 posts, and graphql-js completes a plain
 * value without a microtask per field (issue 26 §2).
 */
function fromWholePost<T, A = unknown>(read: (post: PostDto, context: GatewayContext, args: A) => T) {
  const afterLike = async (id: number, args: A, context: GatewayContext): Promise<Awaited<T>> =>
    await read(await existingPost(context, id), context, args);
  return (post: PostParent, args: A, context: GatewayContext): T | Promise<Awaited<T>> =>
    isLikeState(post) ? afterLike(post.id, args, context) : read(post, context, args);
}

/** Mirrors the API's rule for PUT/DELETE: the author or an Admin. */
function viewerCanEdit(post: PostDto, context: GatewayContext): boolean {
  const viewer = context.viewer;
  return !!viewer && (viewerCan(viewer, 'administer') || (post.authorId !== null && post.authorId === viewer.userId));
}

export const Post: PostResolvers = {
  ...nodeIdFields<PostParent>('Post', (post) => post.id),
  likeCount: (post) => Math.max(0, post.likeCount ?? 0),
  viewerHasLiked: (post) => post.isLiked ?? false,
  title: fromWholePost((post) => post.title),
  // Sanitised once, by the API when it was written (no cleaning on every read).
  content: fromWholePost((post) => post.content ?? ''),
  isPublished: fromWholePost((post) => post.isPublished),
  status: fromWholePost((post) => post.status ?? (post.isPublished ? 'Published' : 'Draft')),
  createdAt: fromWholePost((post) => post.createdAt),
  updatedAt: fromWholePost((post) => post.updatedAt),
  author: fromWholePost((post, context) => author(post, context)),
  authorName: fromWholePost(authorName),
  authorCompany: fromWholePost(authorCompany),
  authorImage: fromWholePost(authorImage),
  commentCount: fromWholePost((post) => Math.max(0, post.commentCount ?? post.comments?.length ?? 0)),
  comments: fromWholePost((post, _context, args: PostCommentsArgs) => connectionFromArray(post.comments ?? [], args, COMMENTS_PAGE)),
  viewerCanEdit: fromWholePost(viewerCanEdit),
  // Lender Finder (issue 22 §4). The lender through the per-request lender loader; the fits of a whole
  // feed page through one batched call.
  lender: fromWholePost((post, context) => (post.lenderId ? context.loaders.lenderById.load(String(post.lenderId)) : null)),
  program: fromWholePost((post) => post.program ?? null),
  scenario: fromWholePost((post) => post.scenario ?? null),
  lendersThatFit: fromWholePost((post, context) => (post.scenario ? context.loaders.lendersThatFitByPostId.load(post.id) : [])),
};

export const LenderFit: LenderFitResolvers = {
  lender: (fit, _args, context) => context.loaders.lenderById.load(String(fit.lenderId)),
};
