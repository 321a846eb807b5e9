import { Redis } from 'ioredis';

/**
 * Against the cluster (E2E_CLUSTER), the gateways and the API keep their counters (sign-in throttling,
 * rate limits) and live events in Redis: the run starts on an empty database of its own.
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env.LENDHUB_E2E_REDIS_URL;
  if (!url) return;
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}
