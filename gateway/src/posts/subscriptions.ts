import type { SubscriptionResolvers } from '../generated/resolvers.ts';
import { postTopic } from '../platform/live/bus.ts';
import { objectActivity } from '../platform/live/objectActivity.ts';
import { existingPost } from './loaders.ts';

/** A post's likes and comments as they happen, for anyone who may read the post. */
export const postSubscriptions: SubscriptionResolvers = {
  postActivity: objectActivity('Post', 'postId', postTopic, existingPost),
};
