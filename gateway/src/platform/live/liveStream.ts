import type { LiveEvent } from './bus.ts';

/** What both buses listen through: graphql-subscriptions' PubSub in memory, redisListeners on Redis. */
export interface PubSubTriggers {
  /** Resolves with an id once the trigger is heard (on Redis: once its SUBSCRIBE is answered). */
  subscribe(trigger: string, onMessage: (event: LiveEvent) => void, options: object): Promise<number>;
  unsubscribe(id: number): void;
}

/** A bus subscription: its events, in order, from the moment `listening` resolves until `return()`. */
export interface LiveStream extends AsyncIterableIterator<LiveEvent> {
  /** Resolves once every topic is heard; rejects when the bus could not listen. */
  listening: Promise<void>;
  return(): Promise<IteratorResult<LiveEvent>>;
  throw(error?: unknown): Promise<IteratorResult<LiveEvent>>;
}

const DONE = { done: true as const, value: undefined };

/**
 * Listens on every trigger at once, when called (graphql-subscriptions' iterators wait for the first `next()`,
 * which graphql-js asks for only after the resolver has returned): events are queued until read, so a
 * subscription resolver can listen first and check what it must afterwards without missing anything.
 */
export function listenTo(pubsub: PubSubTriggers, triggers: readonly string[]): LiveStream {
  const queued: LiveEvent[] = [];
  const waiting: ((result: IteratorResult<LiveEvent>) => void)[] = [];
  let open = true;
  const push = (event: LiveEvent) => {
    if (!open) return;
    const reader = waiting.shift();
    if (reader) reader({ done: false, value: event });
    else queued.push(event);
  };
  const subscriptions = triggers.map((trigger) => pubsub.subscribe(trigger, push, {}));
  const listening = Promise.all(subscriptions).then(() => undefined);
  listening.catch(() => undefined); // read through next() or by the resolver that awaits it
  const stream: LiveStream = {
    listening,
    async next() {
      await listening;
      const event = queued.shift();
      if (event) return { done: false, value: event };
      if (!open) return DONE;
      return new Promise<IteratorResult<LiveEvent>>((resolve) => waiting.push(resolve));
    },
    async return() {
      if (!open) return DONE;
      open = false;
      queued.length = 0;
      for (const reader of waiting.splice(0)) reader(DONE);
      // The triggers that were heard; one that failed has nothing to end.
      for (const settled of await Promise.allSettled(subscriptions)) if (settled.status === 'fulfilled') pubsub.unsubscribe(settled.value);
      return DONE;
    },
    async throw(error?: unknown) {
      await stream.return();
      throw error instanceof Error ? error : new Error(String(error));
    },
    [Symbol.asyncIterator]: () => stream,
  };
  return stream;
}

/**
 * Listens, then runs `check` (the read that decides whether the viewer may subscribe): a change made while
 * the check runs is heard, where checking first would lose it. The stream ends when either fails.
 */
export async function listeningThen(stream: LiveStream, check: () => Promise<unknown>): Promise<LiveStream> {
  try {
    await stream.listening;
    await check();
    return stream;
  } catch (error) {
    await stream.return();
    throw error;
  }
}

/** The events that `keep` accepts; a plain iterator like renewing's, so `return()` ends the bus subscription at once. */
export function filtered(stream: LiveStream, keep: (event: LiveEvent) => boolean): LiveStream {
  const iterator: LiveStream = {
    listening: stream.listening,
    async next() {
      for (;;) {
        const result = await stream.next();
        if (result.done || keep(result.value)) return result;
      }
    },
    return: () => stream.return(),
    throw: (error?: unknown) => stream.throw(error),
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
