import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisChannel } from './channels.ts';

/**
 * "Forget this" messages between the processes of one deployment, over Redis pub/sub: each process
 * announces what it changed and hears what the others changed (never its own announcements). Used to
 * keep short per-process caches (the API's session answers, the gateways' token checks) from
 * outliving a sign-out or a password change made through another process. Fire-and-forget: while
 * Redis is down, nothing is heard and the caches' own TTLs bound how stale they get.
 */
export interface Broadcast {
  announce(message: string): void;
  close(): void;
}

export function createBroadcast(redisUrl: string, topic: string, onAnnouncement: (message: string) => void): Broadcast {
  const channel = redisChannel(redisUrl, topic);
  const origin = randomUUID();
  const options = { lazyConnect: false, maxRetriesPerRequest: 1 };
  // A connection that subscribes can do nothing else: one publishes, one listens.
  const publisher = new Redis(redisUrl, { ...options, enableOfflineQueue: false });
  const subscriber = new Redis(redisUrl, options);
  for (const client of [publisher, subscriber]) client.on('error', () => undefined);
  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return;
    const separator = payload.indexOf(' ');
    if (payload.slice(0, separator) !== origin) onAnnouncement(payload.slice(separator + 1));
  });
  void subscriber.subscribe(channel).catch(() => undefined);
  return {
    announce: (message) => void publisher.publish(channel, `${origin} ${message}`).catch(() => undefined),
    close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
