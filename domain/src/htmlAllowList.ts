/**
 * The one allow-list for user-written HTML (posts, comments, lender niche and overlays). Pure data:
 * the sanitizer (./html.ts, server side) is built from it, and a client may read it without pulling
 * in the sanitizer.
 *
 * It holds what the portal's editor produces (spec §9 toolbar: headings 1–3, bold, italic, underline,
 * strike, ordered and bullet lists, link, image; web/src/shared/editor/serialize.ts) plus the few
 * tags older and pasted content uses that the portal has always shown (b, i, blockquote, pre, code).
 * Everything else is dropped, keeping its text: no div/span/hr (the editor never writes them and
 * reads a pasted div as a paragraph), no h4–h6, no style, class or event attributes.
 */
export const RICH_TEXT_ALLOW_LIST = {
  tags: ['h1', 'h2', 'h3', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ol', 'ul', 'li', 'a', 'img', 'blockquote', 'pre', 'code'],
  attributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  /** Link targets: the web, mail and phone (the editor offers all four). Site-relative paths are kept too. */
  linkSchemes: ['http', 'https', 'mailto', 'tel'],
  /** Image sources; site-relative paths (e.g. /uploads/…) are kept too. */
  imageSchemes: ['http', 'https', 'data'],
  /**
   * The only `data:` images, base64 raster ones. Never SVG: an SVG can carry script (stored XSS when
   * opened on its own). 'image/jpg' is not a registered type but browsers show it.
   */
  dataImageTypes: ['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp'],
  /** Every kept link gets this rel; a link with a target opens in a new tab (target="_blank"). */
  linkRel: 'noopener noreferrer',
} as const;

/** Whether an image `src` that is a data: URL is one of the allowed raster types (base64). */
export function isAllowedDataImage(src: string): boolean {
  const match = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+);base64,[a-z0-9+/=\s]+$/i.exec(src.trim());
  return !!match && (RICH_TEXT_ALLOW_LIST.dataImageTypes as readonly string[]).includes(match[1]!.toLowerCase());
}
