import type { Redis } from 'ioredis';
import type { LiveEvent } from './bus.ts';
import type { PubSubTriggers } from './liveStream.ts';

interface Channel {
  listeners: Map<number, (event: LiveEvent) => void>;
  /** Redis's answer to this channel's SUBSCRIBE. */
  subscribed: Promise<unknown>;
}

/**
 * The listeners of Redis pub/sub channels on one subscriber connection: one SUBSCRIBE per channel however many
 * listen, one UNSUBSCRIBE when the last leaves. A listener is in place before its SUBSCRIBE leaves, so a message
 * read together with the SUBSCRIBE's answer reaches it. (graphql-redis-subscriptions, used before, put a channel's
 * first listener in place in the answer's callback, a microtask after the whole read was handled, and dropped
 * such a message: a loaded gateway lost the like made just after a feed page subscribed.)
 */
export function redisListeners(subscriber: Redis): PubSubTriggers {
  const channels = new Map<string, Channel>();
  const channelOf = new Map<number, string>();
  let lastId = 0;
  subscriber.on('message', (name: string, message: string) => {
    const channel = channels.get(name);
    if (!channel) return;
    let event: LiveEvent;
    try {
      event = JSON.parse(message) as LiveEvent;
    } catch {
      return;
    }
    for (const listener of channel.listeners.values()) listener(event);
  });

  const unsubscribe = (id: number) => {
    const name = channelOf.get(id);
    channelOf.delete(id);
    const channel = name === undefined ? undefined : channels.get(name);
    if (!name || !channel || !channel.listeners.delete(id) || channel.listeners.size > 0) return;
    channels.delete(name);
    // Commands keep their order: a SUBSCRIBE sent after this one listens again.
    subscriber.unsubscribe(name).catch(() => undefined);
  };

  return {
    subscribe(name, onMessage) {
      const id = ++lastId;
      let channel = channels.get(name);
      if (!channel) {
        const created: Channel = { listeners: new Map(), subscribed: subscriber.subscribe(name) };
        // A failed SUBSCRIBE is forgotten, so the next listener subscribes again.
        created.subscribed.catch(() => channels.get(name) === created && channels.delete(name));
        channels.set(name, (channel = created));
      }
      channel.listeners.set(id, onMessage);
      channelOf.set(id, name);
      return channel.subscribed.then(
        () => id,
        (error: unknown) => {
          unsubscribe(id);
          throw error;
        },
      );
    },
    unsubscribe,
  };
}
