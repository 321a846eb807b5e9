import type { GatewayContext } from '../context.ts';
import { createPostInputSchema } from '../posts/validation.ts';
import { internalIntId, toGlobalId } from '../relay/globalId.ts';
import { parseInput } from '../validation.ts';
import * as blogsApi from './api.ts';

export const blogMutations = {
  /** The post's author or an Admin: the API decides (FORBIDDEN otherwise). */
  async updatePost(
    _parent: unknown,
    args: { input: { postId: string; title: string; content: string; isPublished?: boolean | null } },
    context: GatewayContext,
  ) {
    const postId = internalIntId(args.input.postId, 'Post', 'postId');
    // The scenario/blog rules of spec §5, as for createPost, before anything is sent.
    const input = parseInput(createPostInputSchema, { title: args.input.title, content: args.input.content, isPublished: args.input.isPublished });
    const post = await blogsApi.updatePost(context.api, postId, input);
    context.loaders.postById.clear(postId).prime(postId, post);
    return { post, message: 'Blog post updated successfully!' };
  },

  async deletePost(_parent: unknown, args: { input: { postId: string } }, context: GatewayContext) {
    const postId = internalIntId(args.input.postId, 'Post', 'postId');
    await blogsApi.deletePost(context.api, postId);
    context.loaders.postById.clear(postId);
    return { deletedPostId: toGlobalId('Post', postId), message: 'Blog post deleted successfully' };
  },
};
