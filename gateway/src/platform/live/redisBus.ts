import { Redis } from 'ioredis';
import { redisChannel } from '@lendhub/server-kit/redis-channels';
import type { Logger } from '../observability/log.ts';
import { topicOf, type EventBus } from './bus.ts';
import { listenTo } from './liveStream.ts';
import { redisListeners } from './redisListeners.ts';

/** A Redis failure is logged at most once per this interval (a down Redis errors on every retry). */
export const REDIS_LOG_INTERVAL_MS = 30_000;

/**
 * The bus on Redis pub/sub over two ioredis connections: one publishes, one listens (redisListeners).
 * ioredis reconnects by itself (with a back-off capped at 2 s) and subscribes again to every channel on
 * reconnect. While Redis is down, publish fails at once instead of queueing (the mutation that published
 * still answers), and status() says 'unavailable'.
 */
export function createRedisBus(redisUrl: string, logger: Logger): EventBus {
  // Pub/sub ignores database numbers: the channel names carry it (one owner, @lendhub/server-kit/redis-channels).
  const channel = (topic: string) => redisChannel(redisUrl, topic);
  let lastLogged = 0;
  let down = false;
  const onError = (error: Error) => {
    down = true;
    const now = Date.now();
    if (now - lastLogged < REDIS_LOG_INTERVAL_MS) return;
    lastLogged = now;
    logger.warn(
      { event: 'redis_unavailable', error: error.message },
      'Redis is unavailable: live updates pause until it answers again (retrying)',
    );
  };
  const options = {
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
    maxRetriesPerRequest: 1,
    lazyConnect: false,
  };
  const publisher = new Redis(redisUrl, { ...options, enableOfflineQueue: false });
  const subscriber = new Redis(redisUrl, options);
  for (const client of [publisher, subscriber]) {
    client.on('error', onError);
    client.on('ready', () => {
      if (down && publisher.status === 'ready' && subscriber.status === 'ready') {
        down = false;
        lastLogged = 0;
        logger.info({ event: 'redis_available' }, 'Redis answers again: live updates resume');
      }
    });
  }
  const channels = redisListeners(subscriber);

  return {
    publish: async (event) => {
      await publisher.publish(channel(topicOf(event)), JSON.stringify(event));
    },
    subscribe: (topic) => listenTo(channels, (Array.isArray(topic) ? topic : [topic]).map(channel)),
    status: () => (publisher.status === 'ready' && subscriber.status === 'ready' ? 'ok' : 'unavailable'),
    close: async () => {
      // quit() waits for a Redis that answers; a down one is simply disconnected after a moment.
      const quit = Promise.all([publisher.quit(), subscriber.quit()]).catch(() => undefined);
      await Promise.race([quit, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
