const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1]?.toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
  });
}

/**
 * The visible text of an HTML fragment: tags dropped, entities decoded, runs of whitespace
 * collapsed, ends trimmed. Block tags become a space so `<p>a</p><p>b</p>` reads "a b".
 * Works without a DOM so form rules can run (and be tested) anywhere.
 */
export function htmlToPlainText(html: string): string {
  const withoutTags = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|h[1-6]|li|ol|ul|br|blockquote|pre|tr|td|th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/** Number of visible characters in an HTML fragment (what the content-length rules count). */
export function htmlTextLength(html: string): number {
  return [...htmlToPlainText(html)].length;
}
