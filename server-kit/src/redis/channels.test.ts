import { describe, expect, it } from 'vitest';
import { redisChannel } from './channels.ts';

describe('redisChannel', () => {
  it("carries the URL's database number (0 when the URL names none)", () => {
    expect(redisChannel('redis://127.0.0.1:6379/3', 'post:12')).toBe('lendhub:db3:post:12');
    expect(redisChannel('redis://127.0.0.1:6379', 'api-sessions')).toBe('lendhub:db0:api-sessions');
    expect(redisChannel('redis://:secret@redis.internal:6380/0', 'ticket:4')).toBe('lendhub:db0:ticket:4');
  });
});
