/**
 * Text no database stores. PostgreSQL refuses U+0000 in `text` (the query fails), and UTF-8 has no encoding for an
 * unpaired UTF-16 surrogate (a driver would silently store U+FFFD instead). The API refuses both in every string a
 * request carries (api/src/http/storableText.ts); the gateway in what it decodes itself, such as a cursor.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}
