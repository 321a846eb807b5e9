import { Editor, Element, Range, Transforms } from 'slate';
import { LIST_FORMATS, type RichTextElement } from './types';

const HEADINGS: readonly string[] = ['heading-one', 'heading-two', 'heading-three'];

/**
 * Links are inline; images are void blocks (no editable text inside). Enter at the end of a
 * heading continues with a paragraph, and Enter on an empty list item leaves the list, as in
 * common word processors.
 */
export function withRichText<T extends Editor>(editor: T): T {
  const { isInline, isVoid, insertBreak } = editor;
  editor.isInline = (element) => element.type === 'link' || isInline(element);
  editor.isVoid = (element) => element.type === 'image' || isVoid(element);

  editor.insertBreak = () => {
    const { selection } = editor;
    const entry =
      selection && Range.isCollapsed(selection)
        ? Editor.above(editor, { match: (node): node is RichTextElement => Element.isElement(node) && Editor.isBlock(editor, node) })
        : undefined;
    if (entry && selection) {
      const [block, path] = entry;
      if (block.type === 'list-item' && Editor.isEmpty(editor, block)) {
        Transforms.unwrapNodes(editor, {
          match: (node) => !Editor.isEditor(node) && Element.isElement(node) && LIST_FORMATS.includes(node.type),
          split: true,
        });
        Transforms.setNodes(editor, { type: 'paragraph' });
        return;
      }
      if (HEADINGS.includes(block.type) && Editor.isEnd(editor, selection.anchor, path)) {
        insertBreak();
        Transforms.setNodes(editor, { type: 'paragraph' });
        return;
      }
    }
    insertBreak();
  };
  return editor;
}
