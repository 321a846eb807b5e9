// Spec §9: the bell shows a hard-coded 19; counts above 99 show as '99+'.
export const NOTIFICATION_COUNT = 19;
export const BADGE_OVERFLOW = 99;

/** Text of the bell's badge, or null when there is nothing to show. */
export function formatBadgeCount(count: number, overflow: number = BADGE_OVERFLOW): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > overflow ? `${overflow}+` : String(Math.floor(count));
}
