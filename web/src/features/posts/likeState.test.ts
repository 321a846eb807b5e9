import { describe, expect, it } from 'vitest';
import { clampLikeCount, toggledLike } from './likeState';

describe('toggledLike', () => {
  it('likes: flag on, count up by one', () => {
    expect(toggledLike({ viewerHasLiked: false, likeCount: 4 })).toEqual({ viewerHasLiked: true, likeCount: 5 });
  });

  it('unlikes: flag off, count down by one', () => {
    expect(toggledLike({ viewerHasLiked: true, likeCount: 5 })).toEqual({ viewerHasLiked: false, likeCount: 4 });
  });

  it('never goes below 0 even when the stored count is out of step', () => {
    expect(toggledLike({ viewerHasLiked: true, likeCount: 0 })).toEqual({ viewerHasLiked: false, likeCount: 0 });
  });
});

describe('clampLikeCount', () => {
  it('keeps non-negative counts and lifts negative ones to 0', () => {
    expect(clampLikeCount(3)).toBe(3);
    expect(clampLikeCount(0)).toBe(0);
    expect(clampLikeCount(-2)).toBe(0);
  });
});
