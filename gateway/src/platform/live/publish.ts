import type { Logger } from '../observability/log.ts';
import type { EventBus, LiveEvent } from './bus.ts';
import { REDIS_LOG_INTERVAL_MS } from './redisBus.ts';

/**
 * Fire-and-forget publishing for mutations: the write already happened, so a bus failure (Redis
 * down) must not fail the operation. Failures are logged at most once per interval.
 */
export function publishLogged(bus: EventBus, logger: Logger): (event: LiveEvent) => void {
  let lastLogged = 0;
  return (event) => {
    bus.publish(event).catch((error: unknown) => {
      const now = Date.now();
      if (now - lastLogged < REDIS_LOG_INTERVAL_MS) return;
      lastLogged = now;
      logger.warn(
        { event: 'live_event_lost', kind: event.kind, error: error instanceof Error ? error.message : String(error) },
        'A live update could not be published (subscribers catch up when they reconnect)',
      );
    });
  };
}
