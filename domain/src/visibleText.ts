/**
 * "Visible characters" of rich text, counted one way by every layer (web form, gateway, API).
 * Pure string work, no DOM and no parser library, so the web bundle can use it.
 *
 * What a reader sees, character by character:
 * - Tags are not text. An image shows no characters (its alt text neither), so an image-only post is empty.
 * - The content of <script>, <style>, <template>, <textarea>, <noscript>, <iframe> and comments is not text.
 * - A block boundary (paragraph, heading, list item, <br>…) reads as a space: `<p>a</p><p>b</p>` is "a b".
 * - Character references are one character each: numeric ones and the common named ones are decoded;
 *   a name this table does not know stays as written (as a browser shows an unknown name).
 *   Sanitized HTML only ever holds &amp; &lt; &gt; &quot; (the sanitizer decodes and re-escapes).
 * - Whitespace, including no-break spaces, collapses: each run is one space, none at either end.
 *   Zero-width characters and soft hyphens are dropped.
 * - Length counts Unicode code points, so an emoji is one character.
 */

const HIDDEN_ELEMENTS = /<(script|style|template|textarea|noscript|iframe)\b(?:[^>"']|"[^"]*"|'[^']*')*(?:>|$)[\s\S]*?(?:<\/\1\s*>|$)/gi;
const COMMENTS = /<!--[\s\S]*?(?:-->|$)/g;
/**
 * A start or end tag; quoted attribute values may contain `>`. A tag cut off by the end of the input
 * is dropped, as a browser does. The alternatives never overlap, so matching stays linear.
 */
const TAG = /<\/?([a-z][^\s/>"']*)(?:[\s/](?:[^>"']|"[^"]*"|'[^']*')*)?(?:>|$)/gi;
/** <!DOCTYPE …>, <?xml …?>, <![CDATA[ … — markup, not text. */
const DECLARATION = /<[!?][^>]*(?:>|$)/g;
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);
const REFERENCE = /&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi;
const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '\u00ad',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  zwnj: '\u200c',
  zwj: '\u200d',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  bull: '•',
  middot: '·',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  deg: '°',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  sect: '§',
  para: '¶',
  times: '×',
  divide: '÷',
  plusmn: '±',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
};
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

function decodeReference(reference: string, body: string): string {
  if (body[0] !== '#') return NAMED_REFERENCES[body.toLowerCase()] ?? reference;
  const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
  // NUL, surrogates and values past Unicode are not characters: leave the reference as written.
  const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
  return valid ? String.fromCodePoint(code) : reference;
}

/** The text a reader sees in an HTML fragment (see the rules above). */
export function visibleText(html: string): string {
  return html
    .replace(COMMENTS, '')
    .replace(HIDDEN_ELEMENTS, ' ')
    .replace(TAG, (_tag, name: string) => (BLOCK_TAGS.has(name.toLowerCase()) ? ' ' : ''))
    .replace(DECLARATION, '')
    .replace(REFERENCE, decodeReference)
    .replace(INVISIBLE, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** How many characters a reader sees in an HTML fragment: what the post and comment rules count. */
export function visibleTextLength(html: string): number {
  return characterCount(visibleText(html));
}

/** Characters as a reader counts them: Unicode code points (an emoji is one, not two UTF-16 units). */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}
