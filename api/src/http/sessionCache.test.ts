import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { SessionCache } from './sessionCache.ts';

const session = { userId: 7, email: 'a@b.c', role: 'Admin', tokenVersion: 1 };

describe('SessionCache', () => {
  it('remembers an answer per token id and version', () => {
    const cache = new SessionCache(60_000);
    cache.set('t1', 1, session, cache.generation);
    expect(cache.get('t1', 1)).toEqual(session);
    expect(cache.get('t1', 2)).toBeUndefined();
    expect(cache.get('t2', 1)).toBeUndefined();
  });

  it('drops an answer read while a write was under way', () => {
    const cache = new SessionCache(60_000);
    const before = cache.generation;
    cache.invalidate(); // a write started after the look-up began
    cache.set('t1', 1, session, before);
    expect(cache.get('t1', 1)).toBeUndefined();
  });

  it('forgets everything on invalidate, and keeps nothing with a TTL of 0', () => {
    const cache = new SessionCache(60_000);
    cache.set('t1', 1, null, cache.generation);
    expect(cache.get('t1', 1)).toBeNull();
    cache.invalidate();
    expect(cache.get('t1', 1)).toBeUndefined();
    const off = new SessionCache(0);
    off.set('t1', 1, session, off.generation);
    expect(off.get('t1', 1)).toBeUndefined();
  });

  it('a write forgets here when it starts, and tells the other processes once, when it has answered', () => {
    const cache = new SessionCache(60_000);
    const announced: string[] = [];
    cache.announceTo({ announce: (message) => announced.push(message) });
    const write = (method: string) => {
      const res = new EventEmitter();
      let passed = false;
      cache.invalidateOnWrites()({ method } as Request, res as unknown as Response, () => (passed = true));
      expect(passed).toBe(true);
      return res;
    };

    cache.set('t1', 1, session, cache.generation);
    write('GET');
    expect(cache.get('t1', 1)).toEqual(session);

    const res = write('POST');
    expect(cache.get('t1', 1)).toBeUndefined();
    expect(announced).toEqual([]);
    cache.set('t1', 1, session, cache.generation); // read while the write runs: kept until it answers
    res.emit('finish');
    res.emit('close');
    expect(cache.get('t1', 1)).toBeUndefined();
    expect(announced).toEqual(['all']);
  });
});
