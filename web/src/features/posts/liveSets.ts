/** The most post ids one postsActivity subscription takes (the gateway's MAX_POSTS_ACTIVITY_IDS). */
export const POSTS_PER_SUBSCRIPTION = 100;

function inChunks(ids: string[]): string[][] {
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += POSTS_PER_SUBSCRIPTION) chunks.push(ids.slice(start, start + POSTS_PER_SUBSCRIPTION));
  return chunks;
}

const sameIds = (one: readonly string[], other: readonly string[]) =>
  one.length === other.length && one.every((id, index) => id === other[index]);

/**
 * The feed's live subscriptions, as sets of post ids: a set keeps its posts as the feed grows, so 'Load more'
 * (or a post of the viewer's own at the top) adds a subscription for the new posts and leaves the others
 * listening, instead of all of them unsubscribing and subscribing again. A post that leaves the feed leaves
 * its set. Returns `previous` itself when nothing changed (the caller keeps it as state).
 */
export function nextLiveSets(previous: readonly (readonly string[])[], shown: readonly string[]): readonly (readonly string[])[] {
  const onFeed = new Set(shown);
  const kept = previous
    .map((set) => (set.every((id) => onFeed.has(id)) ? set : set.filter((id) => onFeed.has(id))))
    .filter((set) => set.length > 0);
  const covered = new Set(kept.flat());
  const added = inChunks(shown.filter((id) => !covered.has(id)));
  const next = [...kept, ...added];
  const unchanged = next.length === previous.length && next.every((set, index) => sameIds(set, previous[index]!));
  return unchanged ? previous : next;
}
