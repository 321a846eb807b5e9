// Spec §9: counts above 99 show as '99+'. The count itself is the viewer's real unread count
// (docs/product.md "Decisions": the spec's hard-coded 19 became the server's number).
export const BADGE_OVERFLOW = 99;

/** Text of the bell's badge, or null when there is nothing to show. */
export function formatBadgeCount(count: number, overflow: number = BADGE_OVERFLOW): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > overflow ? `${overflow}+` : String(Math.floor(count));
}
