import { describe, expect, it } from 'vitest';
import { MAX_POST_READERS, type PostDto, type PostReadersDto } from '@lendhub/domain/rest/posts';
import type { ApiDataSource } from '../datasources/api.ts';
import { notFound } from '../platform/errors/errors.ts';
import { LivePostReads, type PostEvent } from './liveReads.ts';

const POST = { id: 7, title: 'A scenario', isLiked: false, comments: [] } as unknown as PostDto;

/** An API whose readers route answers every asked user a reader, the even ones likers; it records each call's users. */
function fakeApi(
  answer: (userIds: number[]) => PostReadersDto | Error = (userIds) => ({
    post: POST,
    readerIds: userIds,
    likedByIds: userIds.filter((id) => id % 2 === 0),
  }),
) {
  const calls: number[][] = [];
  const api = {
    read: (_route: unknown, args: { params: { id: number }; query: { userIds: string } }) => {
      const userIds = args.query.userIds.split(',').map(Number);
      calls.push(userIds);
      const answered = answer(userIds);
      return answered instanceof Error ? Promise.reject(answered) : Promise.resolve(answered);
    },
  } as unknown as ApiDataSource;
  return { api, calls };
}

const event = (): PostEvent => ({ kind: 'post', postId: 7 });

describe('LivePostReads', () => {
  it('reads an event once for every watcher, each with their own isLiked', async () => {
    const reads = new LivePostReads();
    const { api, calls } = fakeApi();
    for (const userId of [1, 2, 3]) reads.watch(userId, [7]);
    const liked = event();
    const posts = await Promise.all([1, 2, 3].map((userId) => reads.postFor(liked, userId, api)));
    expect(calls).toEqual([[1, 2, 3]]);
    expect(posts.map((post) => post?.isLiked)).toEqual([false, true, false]);
    // A new event is a new read.
    await reads.postFor(event(), 2, api);
    expect(calls).toHaveLength(2);
  });

  it('gives nothing to a user the API did not name a reader, and NOT_FOUND is nothing for all', async () => {
    const reads = new LivePostReads();
    const { api } = fakeApi((userIds) => ({ post: POST, readerIds: userIds.filter((id) => id !== 2), likedByIds: [] }));
    for (const userId of [1, 2]) reads.watch(userId, [7]);
    const draft = event();
    expect(await reads.postFor(draft, 2, api)).toBeNull();
    expect(await reads.postFor(draft, 1, api)).toMatchObject({ id: 7 });

    const gone = fakeApi(() => notFound('Post not found'));
    expect(await reads.postFor(event(), 1, gone.api)).toBeNull();
  });

  it('passes any other failure to each subscriber of the event', async () => {
    const reads = new LivePostReads();
    const { api, calls } = fakeApi(() => new Error('API down'));
    for (const userId of [1, 2]) reads.watch(userId, [7]);
    const failed = event();
    await expect(reads.postFor(failed, 1, api)).rejects.toThrow('API down');
    await expect(reads.postFor(failed, 2, api)).rejects.toThrow('API down');
    expect(calls).toHaveLength(1);
  });

  it('splits an audience larger than one call takes, and asks about a subscriber it did not know of', async () => {
    const reads = new LivePostReads();
    const { api, calls } = fakeApi();
    const count = MAX_POST_READERS + 10;
    for (let userId = 1; userId <= count; userId++) reads.watch(userId, [7]);
    const big = event();
    expect(await reads.postFor(big, count, api)).toMatchObject({ isLiked: true });
    expect(calls.map((userIds) => userIds.length)).toEqual([MAX_POST_READERS, 10]);
    expect(calls[0]![0]).toBe(count);
    await reads.postFor(big, 1, api);
    expect(calls).toHaveLength(2);
    // Not watching (its subscription is still starting): asked about alone, the others are not asked again.
    await reads.postFor(big, count + 1, api);
    expect(calls.at(-1)).toEqual([count + 1]);
  });

  it('forgets a watcher once every subscription of theirs has ended', () => {
    const reads = new LivePostReads();
    const first = reads.watch(1, [7, 8]);
    const second = reads.watch(1, [7]);
    first();
    first(); // a second call changes nothing
    expect(reads.watchers(7)).toEqual([1]);
    expect(reads.watchers(8)).toEqual([]);
    second();
    expect(reads.watchers(7)).toEqual([]);
  });
});
