import type { LiveStream } from './liveStream.ts';

/**
 * The subscription event bus: what a mutation publishes and every gateway's subscribers receive.
 * Two implementations behind this one interface: in memory (one process; `pnpm start`) and Redis
 * pub/sub (REDIS_URL; N gateways, where an event published by one reaches subscribers on all).
 *
 * Events carry ids only: each subscriber reads the changed object again with its own token, so it
 * sees only what it may read and nothing stale (a post's event is read once per gateway for all its
 * subscribers, the API saying which of them may read it: posts/liveReads.ts).
 */
export type LiveEvent = { kind: 'post'; postId: number } | { kind: 'ticket'; ticketId: number } | { kind: 'notifications'; userId: number };

export interface EventBus {
  /** Resolves once handed over (or, Redis down, rejects at once: the caller logs it, the mutation stands). */
  publish(event: LiveEvent): Promise<void>;
  /**
   * The events of one topic (topicOf), or of several in one stream, until `return()` is called. It starts listening
   * at once; the events from `listening` on are delivered (a resolver awaits it before its checks: listeningThen).
   */
  subscribe(topic: string | string[]): LiveStream;
  /** 'ok', or 'unavailable' while its Redis connection is down. */
  status(): 'ok' | 'unavailable';
  close(): Promise<void>;
}

export function topicOf(event: LiveEvent): string {
  switch (event.kind) {
    case 'post':
      return postTopic(event.postId);
    case 'ticket':
      return ticketTopic(event.ticketId);
    case 'notifications':
      return notificationsTopic(event.userId);
  }
}

export const postTopic = (postId: number) => `lendhub.post.${postId}`;
export const ticketTopic = (ticketId: number) => `lendhub.ticket.${ticketId}`;
export const notificationsTopic = (userId: number) => `lendhub.notifications.${userId}`;
