/** Spec §9: only the first 2 loan types or services show as tags, then '+N'. */
export const VISIBLE_TAGS = 2;

export function splitTags(items: readonly string[], visible = VISIBLE_TAGS): { shown: string[]; hidden: string[] } {
  return { shown: items.slice(0, visible), hidden: items.slice(visible) };
}
