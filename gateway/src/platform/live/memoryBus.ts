import { PubSub } from 'graphql-subscriptions';
import { topicOf, type EventBus, type LiveEvent } from './bus.ts';

/** One process's bus (graphql-subscriptions' PubSub): what `pnpm start` uses when REDIS_URL is not set. */
export function createMemoryBus(): EventBus {
  const pubsub = new PubSub();
  return {
    publish: (event) => pubsub.publish(topicOf(event), event),
    subscribe: (topic) => pubsub.asyncIterator<LiveEvent>(topic) as AsyncIterableIterator<LiveEvent>,
    status: () => 'ok',
    close: async () => undefined,
  };
}
