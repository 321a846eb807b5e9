import type { GatewayContext } from '../context.ts';
import type { SubscriptionResolvers } from '../generated/resolvers.ts';
import { badUserInput, notFound } from '../platform/errors/errors.ts';
import { postTopic, type LiveEvent } from '../platform/live/bus.ts';
import { filtered, listeningThen } from '../platform/live/liveStream.ts';
import { objectActivity } from '../platform/live/objectActivity.ts';
import { renewing } from '../platform/live/renewing.ts';
import { internalIntId } from '../platform/relay/globalId.ts';
import { existingPost } from './loaders.ts';

/** A feed page is 10 posts; 'Load more' ten times over still fits one subscription. */
export const MAX_POSTS_ACTIVITY_IDS = 100;

/** The ids among `postIds` whose posts the viewer may read (read once each, through the request's loaders). */
async function visiblePostIds(context: GatewayContext, postIds: number[]): Promise<number[]> {
  const found = await Promise.all(
    postIds.map((id) =>
      existingPost(context, id).then(
        () => id,
        () => null,
      ),
    ),
  );
  return found.filter((id): id is number => id !== null);
}

/** A post's likes and comments as they happen, for anyone who may read the post. */
export const postSubscriptions: SubscriptionResolvers = {
  postActivity: objectActivity('Post', 'postId', postTopic, existingPost),

  /**
   * The live updates of a feed page in one subscription (one bus subscription over every post's topic), so a
   * page of ten posts opens one stream, not ten. Events are read as postActivity's.
   */
  postsActivity: {
    subscribe: async (_parent, args, context) => {
      if (args.postIds.length === 0 || args.postIds.length > MAX_POSTS_ACTIVITY_IDS) {
        throw badUserInput(`Give 1 to ${MAX_POSTS_ACTIVITY_IDS} post ids`, { postIds: `Give 1 to ${MAX_POSTS_ACTIVITY_IDS} post ids` });
      }
      const ids = [...new Set(args.postIds.map((id) => internalIntId(id, 'Post', 'postIds')))];
      // Listening on every named post before reading them (one read per post), so a like made meanwhile is
      // heard rather than lost; then only the visible posts' events pass.
      let visible = new Set<number>();
      const events = await listeningThen(context.events.subscribe(ids.map(postTopic)), async () => {
        visible = new Set(await visiblePostIds(context, ids));
        if (visible.size === 0) throw notFound('Post not found');
      });
      return renewing(
        context,
        filtered(events, (event) => event.kind === 'post' && visible.has(event.postId)),
      );
    },
    resolve: (event: LiveEvent, _args: unknown, context: GatewayContext) => {
      if (event.kind !== 'post') throw notFound('Post not found');
      return existingPost(context, event.postId);
    },
  },
};
