import type { GatewayContext } from '../context.ts';
import type { SubscriptionResolvers } from '../generated/resolvers.ts';
import type { PostDto } from '@lendhub/domain/rest/posts';
import { badUserInput, notFound, unauthenticated } from '../platform/errors/errors.ts';
import { postTopic, type LiveEvent } from '../platform/live/bus.ts';
import { filtered, listeningThen, type LiveStream } from '../platform/live/liveStream.ts';
import { renewing } from '../platform/live/renewing.ts';
import { internalIntId } from '../platform/relay/globalId.ts';
import { livePostReads, type PostEvent } from './liveReads.ts';
import { existingPost, primePosts } from './loaders.ts';

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

/**
 * The events of the visible posts for this subscriber, each read once for all of this gateway's subscribers
 * (liveReads.ts) after the context is renewed; an event of a post the viewer may no longer read (unpublished since)
 * is passed over: they receive nothing. A failed read passes, for `resolve` to answer its error.
 */
function livePosts(context: GatewayContext, visible: ReadonlySet<number>, events: LiveStream): AsyncIterableIterator<LiveEvent> {
  const viewer = context.viewer;
  if (!viewer) throw unauthenticated();
  const reads = livePostReads(context.events);
  const unwatch = reads.watch(viewer.userId, visible);
  const source = renewing(
    context,
    filtered(events, (event) => event.kind === 'post' && visible.has(event.postId)),
  );
  const end = () => {
    unwatch();
    return source.return ? source.return() : Promise.resolve({ done: true as const, value: undefined });
  };
  const iterator: AsyncIterableIterator<LiveEvent> = {
    async next() {
      for (;;) {
        const result = await source.next();
        if (result.done) {
          unwatch();
          return result;
        }
        const post = await reads.postFor(result.value as PostEvent, viewer.userId, context.api).catch(() => undefined);
        if (post !== null) return result;
      }
    },
    return: end,
    throw: async (error?: unknown) => {
      await end();
      throw error instanceof Error ? error : new Error(String(error));
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

/** Listens on the posts, then `check` says which of them the viewer may watch (one read per post, with their token). */
async function subscribeToPosts(context: GatewayContext, ids: number[], check: () => Promise<number[]>) {
  // Listening on every named post before reading them, so a like made meanwhile is heard rather than lost.
  let visible = new Set<number>();
  const events = await listeningThen(context.events.subscribe(ids.map(postTopic)), async () => {
    visible = new Set(await check());
    if (visible.size === 0) throw notFound('Post not found');
  });
  try {
    return livePosts(context, visible, events);
  } catch (error) {
    await events.return();
    throw error;
  }
}

/** The post of an event as this subscriber sees it, from the event's one read (no call of its own). */
async function resolvePost(event: LiveEvent, context: GatewayContext): Promise<PostDto> {
  if (event.kind !== 'post' || !context.viewer) throw notFound('Post not found');
  const post = await livePostReads(context.events).postFor(event, context.viewer.userId, context.api);
  if (!post) throw notFound('Post not found');
  // Its fields (lenders that fit included) resolve from it, without another call.
  primePosts(context, [post]);
  return post;
}

/** A post's likes and comments as they happen, for anyone who may read the post. */
export const postSubscriptions: SubscriptionResolvers = {
  postActivity: {
    subscribe: async (_parent, args, context) => {
      const id = internalIntId(args.postId, 'Post', 'postId');
      // The read's own error (NOT_FOUND, UNAUTHENTICATED…) answers the subscription.
      return subscribeToPosts(context, [id], async () => [(await existingPost(context, id)).id]);
    },
    resolve: (event: LiveEvent, _args: unknown, context: GatewayContext) => resolvePost(event, context),
  },

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
      return subscribeToPosts(context, ids, () => visiblePostIds(context, ids));
    },
    resolve: (event: LiveEvent, _args: unknown, context: GatewayContext) => resolvePost(event, context),
  },
};
