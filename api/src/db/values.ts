import type { Expression, ExpressionBuilder, ReferenceExpression, SelectQueryBuilder, SqlBool, StringReference } from 'kysely';

/** Largest int4, so the largest id a row can have: a longer one cannot exist, and PostgreSQL would raise on it (the REST contract's). */
export { MAX_ID } from '@lendhub/domain/rest/ids';

/** Timestamps leave the API as ISO-8601 strings in UTC (architecture.md). */
export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** `%text%` for ILIKE with the wildcard characters of `text` escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A search filter: any of `columns` contains `text`, whatever the letter case (wildcards in `text` match themselves). */
export function containsText<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: ReadonlyArray<ReferenceExpression<DB, TB>>,
  text: string,
): Expression<SqlBool> {
  const pattern = likePattern(text);
  return eb.or(columns.map((column) => eb(column, 'ilike', pattern as never)));
}

/** `items` in the order of `ids` (as a batch endpoint answers); ids with no item are left out. */
export function inOrderOf<T>(ids: readonly number[], items: readonly T[], idOf: (item: T) => number): T[] {
  const byId = new Map(items.map((item) => [idOf(item), item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** `items` grouped by a key, each group keeping the items' order (e.g. a page's comments by post). */
export function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item));
    if (group) group.push(item);
    else groups.set(keyOf(item), [item]);
  }
  return groups;
}

/** A page of a list read newest first: `limit` rows, all with an id below `beforeId` (the last id of the page before). */
export interface KeysetPage {
  limit: number;
  beforeId?: number | undefined;
}

/** `query` limited to one keyset page, newest (highest `id`) first. */
export function newestFirst<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  id: StringReference<DB, TB>,
  page: KeysetPage,
) {
  const below = page.beforeId === undefined ? query : query.where(id, '<', page.beforeId as never);
  return below.orderBy(id, 'desc').limit(page.limit);
}
