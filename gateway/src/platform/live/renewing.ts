import type { GatewayContext } from '../../context.ts';
import type { LiveEvent } from './bus.ts';

/**
 * The bus's events for one subscription, renewing the context before each (fresh loaders and a new
 * operation deadline: a subscription lives for hours, each event is read like a new request).
 * A plain iterator, not a generator, so unsubscribing ends the bus subscription at once instead of
 * after the next event.
 */
export function renewing(context: GatewayContext, source: AsyncIterableIterator<LiveEvent>): AsyncIterableIterator<LiveEvent> {
  const done = { done: true as const, value: undefined };
  const iterator: AsyncIterableIterator<LiveEvent> = {
    async next() {
      const result = await source.next();
      if (!result.done) context.renew?.();
      return result;
    },
    return: () => (source.return ? source.return() : Promise.resolve(done)),
    throw: (error?: unknown) =>
      source.throw ? source.throw(error) : Promise.reject(error instanceof Error ? error : new Error(String(error))),
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
