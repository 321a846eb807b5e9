import type { Logger } from '../observability/log.ts';
import type { EventBus } from './bus.ts';
import { createMemoryBus } from './memoryBus.ts';
import { createRedisBus } from './redisBus.ts';

/** Redis when REDIS_URL is set (every gateway shares the events), else this process's memory. */
export function createEventBus(redisUrl: string | undefined, logger: Logger): EventBus {
  return redisUrl ? createRedisBus(redisUrl, logger) : createMemoryBus();
}
