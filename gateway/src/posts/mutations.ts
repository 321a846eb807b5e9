import type { MutationResolvers } from '../generated/resolvers.ts';
import { keysetCursor, offsetCursor } from '../platform/relay/connection.ts';
import { internalIntId } from '../platform/relay/globalId.ts';
import { parseInput } from '../platform/graphql/validation.ts';
import * as postsApi from './api.ts';
import { existingPost, primePosts } from './loaders.ts';
import type { PostLikeState } from './types.ts';
import { addCommentInputSchema, createPostInputSchema, scenarioPostFieldsSchema } from './validation.ts';
import { deletionPayload, payloadFrom } from '../platform/graphql/payloads.ts';

export const postMutations: MutationResolvers = {
  async createPost(_parent, args, context) {
    const input = parseInput(createPostInputSchema, args.input);
    const scenarioFields = parseInput(scenarioPostFieldsSchema, {
      program: args.input.program ?? null,
      scenario: args.input.scenario ?? null,
    });
    const lenderId = args.input.lenderId ? internalIntId(args.input.lenderId, 'Lender', 'lenderId') : null;
    const { data: post, message } = await postsApi.createPost(context.api, {
      ...input,
      lenderId,
      program: scenarioFields.program ?? null,
      scenario: scenarioFields.scenario ?? null,
    });
    primePosts(context, [post]);
    // The account executives told of the scenario see their bell change live.
    for (const userId of post.notifiedUserIds ?? []) context.publish({ kind: 'notifications', userId });
    return { postEdge: { cursor: keysetCursor(post.id), node: post }, message };
  },

  /** One upstream call: the like's answer is the payload (other post fields are read only if asked for). */
  async likePost(_parent, { input }, context) {
    const postId = internalIntId(input.postId, 'Post', 'postId');
    const { data, message } = await postsApi.togglePostLike(context.api, postId);
    context.loaders.postById.clear(postId);
    context.publish({ kind: 'post', postId });
    // The API decides whom a like tells (docs: api/src/notifications/post-activity.ts); their bells change live.
    for (const userId of data.notifiedUserIds ?? []) context.publish({ kind: 'notifications', userId });
    const post: PostLikeState = { kind: 'likeState', id: postId, likeCount: data.likeCount, isLiked: data.liked };
    return { liked: data.liked, post, message };
  },

  async addComment(_parent, args, context) {
    const input = parseInput(addCommentInputSchema, args.input);
    const postId = internalIntId(input.postId, 'Post', 'postId');
    const { data: comment, message } = await postsApi.addComment(context.api, postId, input.content);
    // The API answers the comment alone: the post's new count and the comment's place are read.
    context.loaders.postById.clear(postId);
    const post = await existingPost(context, postId);
    context.publish({ kind: 'post', postId });
    for (const userId of comment.notifiedUserIds ?? []) context.publish({ kind: 'notifications', userId });
    const index = (post.comments ?? []).findIndex((existing) => existing.id === comment.id);
    const position = index >= 0 ? index : Math.max(0, (post.comments?.length ?? 1) - 1);
    return { commentEdge: { cursor: offsetCursor(position), node: comment }, post, message };
  },

  /** The post's author or an Admin: the API decides (FORBIDDEN otherwise). */
  async updatePost(_parent, { input }, context) {
    const postId = internalIntId(input.postId, 'Post', 'postId');
    // The scenario/blog rules of spec §5, as for createPost, before anything is sent.
    const fields = parseInput(createPostInputSchema, { title: input.title, content: input.content, isPublished: input.isPublished });
    return payloadFrom('post', postsApi.updatePost(context.api, postId, fields), (post) => primePosts(context, [post]));
  },

  deletePost(_parent, { input }, context) {
    const postId = internalIntId(input.postId, 'Post', 'postId');
    context.loaders.postById.clear(postId);
    return deletionPayload('deletedPostId', 'Post', postId, postsApi.deletePost(context.api, postId));
  },
};
