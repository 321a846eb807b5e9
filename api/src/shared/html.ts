import sanitizeHtml from 'sanitize-html';

/**
 * Allow-list for rich text written in the portal's editor (spec §9 toolbar: headings 1–3,
 * bold, italic, underline, strike, lists, link, image). Everything else — scripts, event
 * handlers, styles, `javascript:` URLs — is dropped. The gateway sanitizes too; this is
 * the last line before the database.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'p', 'br', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del',
    'ol', 'ul', 'li', 'a', 'img', 'blockquote', 'code', 'pre', 'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', ...(attribs.target ? { target: '_blank' } : {}) },
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** The visible text of some HTML: tags removed, each entity counted as one character, spaces collapsed. */
export function visibleText(html: string): string {
  const withoutTags = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return withoutTags
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi, (entity) => (entity === '&nbsp;' ? ' ' : '_'))
    .replace(/\s+/g, ' ')
    .trim();
}
