import type { Descendant } from 'slate';
import { safeImageUrl, safeLinkUrl } from './safeUrl';
import { emptyDocument, type FormattedText, type MarkFormat, type RichTextElement } from './types';

type Marks = Partial<Record<MarkFormat, true>>;

const MARK_BY_TAG: Record<string, MarkFormat> = {
  STRONG: 'bold',
  B: 'bold',
  EM: 'italic',
  I: 'italic',
  U: 'underline',
  S: 'strike',
  DEL: 'strike',
  STRIKE: 'strike',
};

const BLOCK_BY_TAG: Record<string, 'paragraph' | 'heading-one' | 'heading-two' | 'heading-three'> = {
  P: 'paragraph',
  DIV: 'paragraph',
  BLOCKQUOTE: 'paragraph',
  PRE: 'paragraph',
  H1: 'heading-one',
  H2: 'heading-two',
  H3: 'heading-three',
  H4: 'heading-three',
  H5: 'heading-three',
  H6: 'heading-three',
};

const isInline = (node: Descendant) => !('type' in node) || node.type === 'link';

/** Inline runs among blocks become paragraphs (or the given wrapper), so the document keeps Slate's shape. */
function wrapInlineRuns(nodes: Descendant[], wrap: (children: Descendant[]) => RichTextElement): Descendant[] {
  const result: Descendant[] = [];
  let run: Descendant[] = [];
  const flush = () => {
    const meaningful = run.some((n) => !('text' in n) || n.text.trim() !== '');
    if (meaningful) result.push(wrap(run));
    run = [];
  };
  for (const node of nodes) {
    if (isInline(node)) run.push(node);
    else {
      flush();
      result.push(node);
    }
  }
  flush();
  return result;
}

/** Children of a text block must be inline: nested blocks give up their inline content. */
function inlineOnly(nodes: Descendant[]): Descendant[] {
  const inlines = nodes.flatMap((node) =>
    isInline(node) ? [node] : 'type' in node && node.type !== 'image' ? inlineOnly(node.children) : [],
  );
  return inlines.length ? inlines : [{ text: '' }];
}

function deserializeChildren(parent: Node, marks: Marks): Descendant[] {
  return Array.from(parent.childNodes).flatMap((child) => deserializeNode(child, marks));
}

function deserializeNode(node: Node, marks: Marks): Descendant[] {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ');
    return text ? [{ text, ...marks } satisfies FormattedText] : [];
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as HTMLElement;
  const tag = element.tagName;

  if (tag === 'BR') return [{ text: '\n', ...marks }];
  if (tag === 'SCRIPT' || tag === 'STYLE') return [];

  const mark = MARK_BY_TAG[tag];
  if (mark) return deserializeChildren(element, { ...marks, [mark]: true });

  if (tag === 'A') {
    const url = safeLinkUrl(element.getAttribute('href') ?? '');
    const children = inlineOnly(deserializeChildren(element, marks));
    return url ? [{ type: 'link', url, children }] : children;
  }
  if (tag === 'IMG') {
    const url = safeImageUrl(element.getAttribute('src') ?? '');
    return url ? [{ type: 'image', url, alt: element.getAttribute('alt') ?? '', children: [{ text: '' }] }] : [];
  }
  if (tag === 'UL' || tag === 'OL') {
    const items = wrapInlineRuns(deserializeChildren(element, marks), (children) => ({ type: 'list-item', children })).map(
      (child): Descendant => ('type' in child && child.type === 'list-item' ? child : { type: 'list-item', children: inlineOnly([child]) }),
    );
    return items.length ? [{ type: tag === 'OL' ? 'numbered-list' : 'bulleted-list', children: items }] : [];
  }
  if (tag === 'LI') return [{ type: 'list-item', children: inlineOnly(deserializeChildren(element, marks)) }];

  const block = BLOCK_BY_TAG[tag];
  if (block) {
    const children = deserializeChildren(element, marks);
    // A <div> holding blocks is only a wrapper: keep its blocks.
    if (children.some((child) => !isInline(child))) return wrapInlineRuns(children, (run) => ({ type: 'paragraph', children: run }));
    return [{ type: block, children: children.length ? children : [{ text: '' }] }];
  }
  // Unknown tags (span, font, …): keep their content.
  return deserializeChildren(element, marks);
}

/** HTML (e.g. a stored post or lender niche) as an editor document. Needs a DOM (browser). */
export function fromHtml(html: string): Descendant[] {
  if (!html.trim()) return emptyDocument();
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const nodes = wrapInlineRuns(deserializeChildren(body, {}), (children) => ({ type: 'paragraph', children }));
  return nodes.length ? nodes : emptyDocument();
}
