import sanitizeHtml from 'sanitize-html';
import { isAllowedDataImage, RICH_TEXT_ALLOW_LIST as ALLOW } from './htmlAllowList.ts';

/*
 * The sanitizer for user-written HTML, built from the one allow-list (./htmlAllowList.ts). Server side
 * only (it loads sanitize-html): the API cleans before storing, the gateway before accepting and
 * before returning. Scripts, styles, event handlers, `javascript:` and other URLs are dropped.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOW.tags],
  allowedAttributes: { a: [...ALLOW.attributes.a], img: [...ALLOW.attributes.img] },
  // Schemes are listed per tag; nothing else may carry a URL.
  allowedSchemes: [],
  allowedSchemesByTag: { a: [...ALLOW.linkSchemes], img: [...ALLOW.imageSchemes] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs['target'] !== undefined ? { target: '_blank' } : {}), rel: ALLOW.linkRel },
    }),
    img: (tagName, attribs) => {
      const src = attribs['src']?.trim() ?? '';
      const { src: _dropped, ...rest } = attribs;
      return { tagName, attribs: src.toLowerCase().startsWith('data:') && !isAllowedDataImage(src) ? rest : attribs };
    },
  },
  // An <img> left without a src (refused above, or by scheme) is useless markup.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
};

/** User-written HTML reduced to the allow-list, surrounding whitespace trimmed. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

export { RICH_TEXT_ALLOW_LIST } from './htmlAllowList.ts';
