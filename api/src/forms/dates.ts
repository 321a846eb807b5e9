/** Timestamps leave the API as ISO-8601 strings in UTC (architecture.md). */
export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** `%text%` for ILIKE with the wildcard characters of `text` escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
