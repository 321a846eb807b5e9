import { EventEmitter } from 'node:events';
import { PubSub } from 'graphql-subscriptions';
import { topicOf, type EventBus } from './bus.ts';
import { listenTo } from './liveStream.ts';

/** One process's bus (graphql-subscriptions' PubSub): what `pnpm start` uses when REDIS_URL is not set. */
export function createMemoryBus(): EventBus {
  // A listener per subscription on a topic: a post watched by more than 10 is not a leak (no warning).
  const eventEmitter = new EventEmitter().setMaxListeners(0);
  const pubsub = new PubSub({ eventEmitter });
  return {
    publish: (event) => pubsub.publish(topicOf(event), event),
    subscribe: (topic) => listenTo(pubsub, Array.isArray(topic) ? topic : [topic]),
    status: () => 'ok',
    close: async () => undefined,
  };
}
