import { describe, expect, it } from 'vitest';
import { nextLiveSets, POSTS_PER_SUBSCRIPTION } from './liveSets';

const ids = (from: number, count: number) => Array.from({ length: count }, (_, index) => `p${from + index}`);

describe('nextLiveSets', () => {
  it('puts the first page in one set', () => {
    expect(nextLiveSets([], ids(1, 10))).toEqual([ids(1, 10)]);
  });

  it("adds a set for 'Load more' and leaves the first page's set as it was", () => {
    const first = nextLiveSets([], ids(1, 10));
    const more = nextLiveSets(first, ids(1, 20));
    expect(more).toEqual([ids(1, 10), ids(11, 10)]);
    expect(more[0]).toBe(first[0]);
  });

  it("adds a set for the viewer's new post at the top", () => {
    expect(nextLiveSets([ids(1, 10)], ['p0', ...ids(1, 10)])).toEqual([ids(1, 10), ['p0']]);
  });

  it('takes a post that left the feed out of its set, and drops a set left empty', () => {
    expect(nextLiveSets([ids(1, 3), ['p9']], ['p1', 'p3'])).toEqual([['p1', 'p3']]);
  });

  it('returns the same sets when nothing changed (no new subscription)', () => {
    const sets = nextLiveSets([], ids(1, 10));
    expect(nextLiveSets(sets, ids(1, 10))).toBe(sets);
  });

  it(`never puts more than ${POSTS_PER_SUBSCRIPTION} posts in one set`, () => {
    expect(nextLiveSets([], ids(1, 250)).map((set) => set.length)).toEqual([100, 100, 50]);
  });
});
