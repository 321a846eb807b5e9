import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { postTopic, ticketTopic, type EventBus, type LiveEvent } from './bus.ts';
import { createMemoryBus } from './memoryBus.ts';
import { createRedisBus } from './redisBus.ts';

/** Its own database number, cleared before and after (pub/sub channels are server-wide: ids are random). */
const REDIS_TEST_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/13';
const silent = pino({ level: 'silent' });
const randomId = () => 1_000_000 + Math.floor(Math.random() * 1_000_000_000);

async function next(iterator: AsyncIterator<LiveEvent>): Promise<LiveEvent> {
  const result = await iterator.next();
  if (result.done) throw new Error('the subscription ended');
  return result.value;
}

async function clearRedis(): Promise<void> {
  const client = new Redis(REDIS_TEST_URL);
  await client.flushdb();
  client.disconnect();
}

/** Keeps this process busy (no I/O is read meanwhile), as a loaded gateway is. */
function blockEventLoop(ms: number): void {
  for (const end = Date.now() + ms; Date.now() < end;);
}

/** Redis needs its subscription to reach the server before a publish is heard. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe.each([
  { name: 'memory', create: () => [createMemoryBus(), createMemoryBus()] as const, shared: false },
  { name: 'redis', create: () => [createRedisBus(REDIS_TEST_URL, silent), createRedisBus(REDIS_TEST_URL, silent)] as const, shared: true },
])('event bus ($name)', ({ name, create, shared }) => {
  let one: EventBus;
  let other: EventBus;
  beforeAll(async () => {
    if (name === 'redis') await clearRedis();
    [one, other] = create();
  });
  afterAll(async () => {
    await Promise.all([one.close(), other.close()]);
    if (name === 'redis') await clearRedis();
  });

  it('delivers an event to a subscriber of its topic, and not of another', async () => {
    const postId = randomId();
    const mine = one.subscribe(postTopic(postId));
    const elsewhere = one.subscribe(postTopic(postId + 1));
    const [first, firstElsewhere] = [next(mine), next(elsewhere)];
    await settle();
    await one.publish({ kind: 'post', postId });
    await one.publish({ kind: 'post', postId: postId + 1 });
    expect(await first).toEqual({ kind: 'post', postId });
    expect(await firstElsewhere).toEqual({ kind: 'post', postId: postId + 1 });
    await mine.return?.();
    await elsewhere.return?.();
  });

  it('delivers every event published on a topic', async () => {
    const ticketId = randomId();
    const events = one.subscribe(ticketTopic(ticketId));
    const first = next(events);
    await settle();
    for (let index = 0; index < 5; index += 1) await one.publish({ kind: 'ticket', ticketId });
    const received = [await first];
    for (let index = 1; index < 5; index += 1) received.push(await next(events));
    expect(received).toEqual(Array.from({ length: 5 }, () => ({ kind: 'ticket', ticketId })));
    await events.return?.();
  });

  it(
    shared ? 'reaches a subscriber of another instance (another gateway)' : 'stays in its own process (another instance hears nothing)',
    async () => {
      const postId = randomId();
      const remote = other.subscribe(postTopic(postId));
      const local = one.subscribe(postTopic(postId));
      const [remoteFirst, localFirst] = [next(remote), next(local)];
      await settle();
      await one.publish({ kind: 'post', postId });
      expect(await localFirst).toEqual({ kind: 'post', postId });
      const heard = await Promise.race([
        remoteFirst.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 300)),
      ]);
      expect(heard).toBe(shared);
      await remote.return?.();
      await local.return?.();
    },
  );

  it('listens when asked, before the first read: an event published once `listening` resolved waits to be read', async () => {
    const postId = randomId();
    const events = one.subscribe([postTopic(postId), postTopic(postId + 1)]);
    await events.listening;
    await one.publish({ kind: 'post', postId: postId + 1 });
    await settle();
    expect(await next(events)).toEqual({ kind: 'post', postId: postId + 1 });
    await events.return();
  });

  it("delivers an event that arrives in the same read as the subscription's answer (a busy event loop)", async () => {
    const postId = randomId();
    const events = one.subscribe(postTopic(postId));
    // The SUBSCRIBE and then the PUBLISH leave at once (sockets write synchronously); blocking the event loop
    // meanwhile makes the SUBSCRIBE's answer and the message reach this process in one read.
    blockEventLoop(20);
    void other.publish({ kind: 'post', postId });
    blockEventLoop(50);
    const first = await Promise.race([next(events), new Promise<null>((resolve) => setTimeout(() => resolve(null), 1_000))]);
    expect(first, shared ? 'delivered' : 'another instance hears nothing').toEqual(shared ? { kind: 'post', postId } : null);
    await events.return();
  });

  it('keeps a topic for the streams still on it when another stream on it ends', async () => {
    const postId = randomId();
    const [leaving, staying] = [one.subscribe([postTopic(postId), postTopic(postId + 1)]), one.subscribe(postTopic(postId))];
    await Promise.all([leaving.listening, staying.listening]);
    await leaving.return();
    await one.publish({ kind: 'post', postId });
    expect(await next(staying)).toEqual({ kind: 'post', postId });
    expect(await leaving.next()).toEqual({ done: true, value: undefined });
    await staying.return();
  });

  it('reports itself available', () => {
    expect(one.status()).toBe('ok');
  });
});

describe('event bus (redis, two databases on one server)', () => {
  it('keeps each database to itself: pub/sub is server-wide, the channels are not', async () => {
    const [here, elsewhere] = [createRedisBus(REDIS_TEST_URL, silent), createRedisBus(REDIS_TEST_URL.replace(/\/\d+$/, '/9'), silent)];
    try {
      const postId = randomId();
      const heardElsewhere = elsewhere.subscribe(postTopic(postId));
      const heardHere = here.subscribe(postTopic(postId));
      const elsewhereNext = heardElsewhere.next();
      const hereNext = heardHere.next();
      await settle();
      await here.publish({ kind: 'post', postId });
      expect((await hereNext).value).toEqual({ kind: 'post', postId });
      const silence = await Promise.race([
        elsewhereNext.then(() => 'heard'),
        new Promise((resolve) => setTimeout(() => resolve('silence'), 300)),
      ]);
      expect(silence).toBe('silence');
      await Promise.all([heardHere.return?.(), heardElsewhere.return?.()]);
    } finally {
      await Promise.all([here.close(), elsewhere.close()]);
    }
  });
});

describe('event bus (redis unreachable)', () => {
  it('reports unavailable and refuses to publish at once instead of queueing', async () => {
    const bus = createRedisBus('redis://127.0.0.1:1/13', silent);
    await settle();
    expect(bus.status()).toBe('unavailable');
    await expect(bus.publish({ kind: 'post', postId: 1 })).rejects.toThrow();
    await bus.close();
  });
});
