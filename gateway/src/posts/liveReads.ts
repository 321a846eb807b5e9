import { MAX_POST_READERS, type PostDto, type PostReadersDto } from '@lendhub/domain/rest/posts';
import type { ApiDataSource } from '../datasources/api.ts';
import { orNullWhenNotFound } from '../platform/dataloaders/orNull.ts';
import type { EventBus, LiveEvent } from '../platform/live/bus.ts';
import { getPostForReaders } from './api.ts';

export type PostEvent = Extract<LiveEvent, { kind: 'post' }>;

/** One read of a post for some of its watchers: who of them may read it, who liked it (null: none may, or it is gone). */
interface Read {
  userIds: ReadonlySet<number>;
  answer: Promise<{ post: PostDto; readers: ReadonlySet<number>; likedBy: ReadonlySet<number> } | null>;
}

/**
 * The live updates of posts on one gateway, read once per event for all its subscribers (issue 26 §2). Each
 * subscription says which posts it watches for which user; the first subscriber to read an event asks the API
 * once for every user watching that post here (`GET /api/loan-posts/:id/readers`, the gateway's alone), and
 * the others of the same event take their copy from that answer: the post, with their own `isLiked`, or nothing
 * when the API says they may not read it (someone else's draft). The answer is kept with the event object
 * itself (one object for all of a gateway's listeners, from either bus), so it goes when the event does.
 */
export class LivePostReads {
  /** Post id → user id → how many of that user's subscriptions here watch it. */
  private readonly watching = new Map<number, Map<number, number>>();
  private readonly reads = new WeakMap<PostEvent, Read[]>();

  /** `userId` watches `postIds` until the returned function is called (once; later calls do nothing). */
  watch(userId: number, postIds: Iterable<number>): () => void {
    const ids = [...postIds];
    for (const id of ids) {
      let users = this.watching.get(id);
      if (!users) this.watching.set(id, (users = new Map()));
      users.set(userId, (users.get(userId) ?? 0) + 1);
    }
    let watched = true;
    return () => {
      if (!watched) return;
      watched = false;
      for (const id of ids) {
        const users = this.watching.get(id);
        const left = (users?.get(userId) ?? 1) - 1;
        if (left > 0) users!.set(userId, left);
        else if (users?.delete(userId) && users.size === 0) this.watching.delete(id);
      }
    };
  }

  /** Who watches `postId` on this gateway (for tests and metrics). */
  watchers(postId: number): number[] {
    return [...(this.watching.get(postId)?.keys() ?? [])];
  }

  /**
   * The post as `userId` may see it after `event`, or null when they may not read it. The first call of an event
   * reads it (through `api`, that subscriber's source and deadline) for every watcher; an error reaches each caller.
   */
  async postFor(event: PostEvent, userId: number, api: ApiDataSource): Promise<PostDto | null> {
    const answer = await this.readFor(event, userId, api).answer;
    if (!answer?.readers.has(userId)) return null;
    return { ...answer.post, isLiked: answer.likedBy.has(userId) };
  }

  private readFor(event: PostEvent, userId: number, api: ApiDataSource): Read {
    let reads = this.reads.get(event);
    if (!reads) this.reads.set(event, (reads = []));
    const done = reads.find((read) => read.userIds.has(userId));
    if (done) return done;
    // Everyone watching here not yet asked about, this user first; a larger audience than one call takes is split.
    const asked = reads;
    const userIds = [userId, ...this.watchers(event.postId).filter((id) => id !== userId && !asked.some((read) => read.userIds.has(id)))];
    let mine: Read | undefined;
    for (let start = 0; start < userIds.length; start += MAX_POST_READERS) {
      const chunk = userIds.slice(start, start + MAX_POST_READERS);
      const read: Read = {
        userIds: new Set(chunk),
        answer: orNullWhenNotFound(getPostForReaders(api, event.postId, chunk)).then(answerOf),
      };
      // Read for others too: a failure nobody awaits yet is theirs to see, not an unhandled rejection.
      read.answer.catch(() => undefined);
      reads.push(read);
      mine ??= read;
    }
    return mine!;
  }
}

function answerOf(found: PostReadersDto | null) {
  return found && { post: found.post, readers: new Set(found.readerIds), likedBy: new Set(found.likedByIds) };
}

const perGateway = new WeakMap<EventBus, LivePostReads>();

/** The live post reads of the gateway whose bus this is (one bus per gateway, so one set of reads each). */
export function livePostReads(bus: EventBus): LivePostReads {
  let reads = perGateway.get(bus);
  if (!reads) perGateway.set(bus, (reads = new LivePostReads()));
  return reads;
}
