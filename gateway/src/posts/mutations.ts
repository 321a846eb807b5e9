import type { GatewayContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { keysetCursor, offsetCursor } from '../relay/connection.ts';
import { internalIntId } from '../relay/globalId.ts';
import { parseInput } from '../validation.ts';
import * as postsApi from './api.ts';
import type { ApiComment, ApiPost } from './types.ts';
import { addCommentInputSchema, createPostInputSchema } from './validation.ts';

/** Re-reads a post after a write so counters and comments come from the server. */
async function freshPost(context: GatewayContext, id: number): Promise<ApiPost> {
  const post = await context.loaders.postById.clear(id).load(id);
  if (!post) throw notFound('Post not found');
  return post;
}

export const postMutations = {
  async createPost(_parent: unknown, args: { input: unknown }, context: GatewayContext) {
    const input = parseInput(createPostInputSchema, args.input);
    const post = await postsApi.createPost(context.api, input);
    context.loaders.postById.prime(post.id, post);
    return { postEdge: { cursor: keysetCursor(post.id), node: post } };
  },

  async likePost(_parent: unknown, args: { input: { postId: string } }, context: GatewayContext) {
    const postId = internalIntId(args.input.postId, 'Post', 'postId');
    const { liked } = await postsApi.togglePostLike(context.api, postId);
    return { liked, post: await freshPost(context, postId) };
  },

  async addComment(_parent: unknown, args: { input: { postId: string; content: string } }, context: GatewayContext) {
    const input = parseInput(addCommentInputSchema, args.input);
    const postId = internalIntId(input.postId, 'Post', 'postId');
    const comment: ApiComment = await postsApi.addComment(context.api, postId, input.content);
    const post = await freshPost(context, postId);
    const index = (post.comments ?? []).findIndex((existing) => existing.id === comment.id);
    const position = index >= 0 ? index : Math.max(0, (post.comments?.length ?? 1) - 1);
    return { commentEdge: { cursor: offsetCursor(position), node: comment }, post };
  },
};
