import { Editor, Element, Range, Transforms, type BaseRange } from 'slate';
import { safeImageUrl, safeLinkUrl } from './safeUrl';
import { LIST_FORMATS, MARK_FORMATS, type BlockFormat, type MarkFormat, type RichTextElement } from './types';

const isElementOfType = (type: string) => (node: unknown) => !Editor.isEditor(node) && Element.isElement(node) && node.type === type;

export function isMarkActive(editor: Editor, format: MarkFormat): boolean {
  return Editor.marks(editor)?.[format] === true;
}

export function toggleMark(editor: Editor, format: MarkFormat): void {
  if (isMarkActive(editor, format)) Editor.removeMark(editor, format);
  else Editor.addMark(editor, format, true);
}

export function isBlockActive(editor: Editor, format: BlockFormat): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const [match] = Editor.nodes(editor, { at: Editor.unhangRange(editor, selection), match: isElementOfType(format) });
  return Boolean(match);
}

/** Headings and lists toggle: applying the active format again turns the blocks back into paragraphs. */
export function toggleBlock(editor: Editor, format: BlockFormat): void {
  const isActive = isBlockActive(editor, format);
  const isList = LIST_FORMATS.includes(format);
  Transforms.unwrapNodes(editor, {
    match: (node) => !Editor.isEditor(node) && Element.isElement(node) && LIST_FORMATS.includes(node.type),
    split: true,
  });
  const type = isActive ? 'paragraph' : isList ? 'list-item' : format;
  Transforms.setNodes<RichTextElement>(
    editor,
    { type: type as RichTextElement['type'] },
    {
      match: (node) => Element.isElement(node) && Editor.isBlock(editor, node) && node.type !== 'image',
    },
  );
  if (!isActive && isList) Transforms.wrapNodes(editor, { type: format, children: [] } as RichTextElement);
}

export function isLinkActive(editor: Editor): boolean {
  const [link] = Editor.nodes(editor, { match: isElementOfType('link') });
  return Boolean(link);
}

export function unwrapLinks(editor: Editor, at?: BaseRange): void {
  Transforms.unwrapNodes(editor, { match: isElementOfType('link'), ...(at ? { at } : {}) });
}

/** Wraps the selection in a link, or inserts the URL as linked text when nothing is selected. Returns false for an unsafe URL. */
export function insertLink(editor: Editor, rawUrl: string): boolean {
  const url = safeLinkUrl(rawUrl);
  if (!url) return false;
  if (isLinkActive(editor)) unwrapLinks(editor);
  const { selection } = editor;
  const collapsed = !selection || Range.isCollapsed(selection);
  if (collapsed) {
    Transforms.insertNodes(editor, { type: 'link', url, children: [{ text: rawUrl.trim() }] });
  } else {
    Transforms.wrapNodes(editor, { type: 'link', url, children: [] }, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
  return true;
}

/** Inserts an image block followed by an empty paragraph to keep typing in. Returns false for an unsafe URL. */
export function insertImage(editor: Editor, rawUrl: string, alt = ''): boolean {
  const url = safeImageUrl(rawUrl);
  if (!url) return false;
  Transforms.insertNodes(editor, [
    { type: 'image', url, alt, children: [{ text: '' }] },
    { type: 'paragraph', children: [{ text: '' }] },
  ]);
  return true;
}

/** "Clean": drops marks and links and turns headings and lists back into paragraphs. */
export function clearFormatting(editor: Editor): void {
  const { selection } = editor;
  if (!selection) return;
  Editor.withoutNormalizing(editor, () => {
    if (Range.isCollapsed(selection)) {
      for (const mark of MARK_FORMATS) Editor.removeMark(editor, mark);
    } else {
      Transforms.unsetNodes(editor, [...MARK_FORMATS], {
        match: (node) => !Element.isElement(node) && !Editor.isEditor(node),
        split: true,
      });
    }
    unwrapLinks(editor);
    Transforms.unwrapNodes(editor, {
      match: (node) => !Editor.isEditor(node) && Element.isElement(node) && LIST_FORMATS.includes(node.type),
      split: true,
    });
    Transforms.setNodes<RichTextElement>(
      editor,
      { type: 'paragraph' },
      {
        match: (node) => Element.isElement(node) && Editor.isBlock(editor, node) && node.type !== 'image',
      },
    );
  });
}
