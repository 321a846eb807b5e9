export interface LikeState {
  viewerHasLiked: boolean;
  likeCount: number;
}

/** The state after toggling a like: the flag flips and the count moves by one, never below 0 (spec §4). */
export function toggledLike(current: LikeState): LikeState {
  const viewerHasLiked = !current.viewerHasLiked;
  return { viewerHasLiked, likeCount: clampLikeCount(current.likeCount + (viewerHasLiked ? 1 : -1)) };
}

export function clampLikeCount(count: number): number {
  return Math.max(0, count);
}
