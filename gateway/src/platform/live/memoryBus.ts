import { PubSub } from 'graphql-subscriptions';
import { topicOf, type EventBus } from './bus.ts';
import { listenTo } from './liveStream.ts';

/** One process's bus (graphql-subscriptions' PubSub): what `pnpm start` uses when REDIS_URL is not set. */
export function createMemoryBus(): EventBus {
  const pubsub = new PubSub();
  return {
    publish: (event) => pubsub.publish(topicOf(event), event),
    subscribe: (topic) => listenTo(pubsub, Array.isArray(topic) ? topic : [topic]),
    status: () => 'ok',
    close: async () => undefined,
  };
}
