import { requireViewer } from '../auth/viewer.ts';
import { notFound } from '../errors.ts';
import { notificationsTopic, postTopic, ticketTopic, type LiveEvent } from '../events/bus.ts';
import type { GatewayContext } from '../context.ts';
import type { SubscriptionPostActivityArgs, SubscriptionResolvers, SubscriptionTicketActivityArgs } from '../generated/resolvers.ts';
import { getNotificationCounts, getNotifications } from '../notifications/api.ts';
import { existingPost } from '../posts/loaders.ts';
import { postSubscriptions } from '../posts/subscriptions.ts';
import { internalIntId } from '../relay/globalId.ts';
import type { ApiTicket } from '../tickets/types.ts';
import { renewing } from './renewing.ts';

/** A ticket the viewer may read (its creator or an Admin: the API decides), else NOT_FOUND. */
async function visibleTicket(context: GatewayContext, ticketId: number): Promise<ApiTicket> {
  const ticket = await context.loaders.ticketById.load(ticketId);
  if (!ticket) throw notFound('Ticket not found');
  return ticket;
}

/**
 * Live updates (docs/architecture.md "Live updates"). Subscribing checks that the viewer may read
 * the object (the same reads as the queries); each event then reads it again with the subscriber's
 * token, so nobody receives what they may not see, whichever gateway published the event.
 */
export const liveSubscriptions: SubscriptionResolvers = {
  ...postSubscriptions,

  postActivity: {
    subscribe: async (_parent, args, context) => {
      const postId = internalIntId(args.postId, 'Post', 'postId');
      await existingPost(context, postId);
      return renewing(context, context.events.subscribe(postTopic(postId)));
    },
    resolve: (_event: LiveEvent, args: SubscriptionPostActivityArgs, context: GatewayContext) =>
      existingPost(context, internalIntId(args.postId, 'Post', 'postId')),
  },

  ticketActivity: {
    subscribe: async (_parent, args, context) => {
      const ticketId = internalIntId(args.ticketId, 'Ticket', 'ticketId');
      await visibleTicket(context, ticketId);
      return renewing(context, context.events.subscribe(ticketTopic(ticketId)));
    },
    resolve: (_event: LiveEvent, args: SubscriptionTicketActivityArgs, context: GatewayContext) =>
      visibleTicket(context, internalIntId(args.ticketId, 'Ticket', 'ticketId')),
  },

  viewerNotifications: {
    subscribe: (_parent, _args, context) => renewing(context, context.events.subscribe(notificationsTopic(requireViewer(context).userId))),
    resolve: async (_event: LiveEvent, _args: unknown, context: GatewayContext) => {
      const [newest, counts] = await Promise.all([
        getNotifications(context.api, { limit: 1, unreadOnly: false }),
        getNotificationCounts(context.api),
      ]);
      return { latest: newest[0] ?? null, unreadCount: counts.count };
    },
  },
};
