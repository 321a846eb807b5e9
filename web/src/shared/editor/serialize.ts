import { Text, type Descendant } from 'slate';
import { safeImageUrl, safeLinkUrl } from './safeUrl';
import type { FormattedText, MarkFormat } from './types';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const MARK_TAGS: [MarkFormat, string][] = [
  ['bold', 'strong'],
  ['italic', 'em'],
  ['underline', 'u'],
  ['strike', 's'],
];

const BLOCK_TAGS = {
  paragraph: 'p',
  'heading-one': 'h1',
  'heading-two': 'h2',
  'heading-three': 'h3',
  'numbered-list': 'ol',
  'bulleted-list': 'ul',
  'list-item': 'li',
} as const;

function serializeText(node: FormattedText): string {
  // Line breaks typed with Shift+Enter stay visible in HTML.
  let html = escapeHtml(node.text).replace(/\n/g, '<br>');
  for (const [mark, tag] of MARK_TAGS) {
    if (node[mark]) html = `<${tag}>${html}</${tag}>`;
  }
  return html;
}

function serializeNode(node: Descendant): string {
  if (Text.isText(node)) return serializeText(node);
  const children = node.children.map(serializeNode).join('');
  switch (node.type) {
    case 'link': {
      const href = safeLinkUrl(node.url);
      return href ? `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${children}</a>` : children;
    }
    case 'image': {
      const src = safeImageUrl(node.url);
      return src ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(node.alt)}">` : '';
    }
    default: {
      const tag = BLOCK_TAGS[node.type];
      return `<${tag}>${children}</${tag}>`;
    }
  }
}

function hasContent(nodes: Descendant[]): boolean {
  return nodes.some((node) => (Text.isText(node) ? node.text.trim() !== '' : node.type === 'image' || hasContent(node.children)));
}

/** The editor's document as HTML; an editor with no text and no image gives ''. */
export function toHtml(nodes: Descendant[]): string {
  if (!hasContent(nodes)) return '';
  return nodes.map(serializeNode).join('');
}
