import sanitizeHtml from 'sanitize-html';

/** Data URLs only for raster images (an SVG could carry script when opened directly). */
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=\s]+$/i;

/**
 * The allow-list for user-written HTML (posts, comments, lender niche/overlays): what the rich-text
 * editor produces and nothing else. Scripts, styles, event handlers and `javascript:` URLs are dropped.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ol', 'ul', 'li', 'a', 'img', 'blockquote', 'code', 'pre'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedSchemes: [],
  allowedSchemesByTag: {
    a: ['http', 'https', 'mailto'],
    img: ['http', 'https', 'data'],
  },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs['target'] !== undefined ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer',
      },
    }),
    img: (tagName, attribs) => {
      const src = attribs['src']?.trim() ?? '';
      const { src: _dropped, ...rest } = attribs;
      return { tagName, attribs: src.toLowerCase().startsWith('data:') && !DATA_IMAGE.test(src) ? rest : attribs };
    },
  },
  // An <img> left without a src (dropped above) is useless markup.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}

/** The visible text of some HTML (for length rules). */
export function textOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, 'x')
    .replace(/\s+/g, ' ')
    .trim();
}
