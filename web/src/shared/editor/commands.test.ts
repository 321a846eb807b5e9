import { describe, expect, it } from 'vitest';
import { createEditor, Editor, Transforms, type Descendant } from 'slate';
import { clearFormatting, insertImage, insertLink, isBlockActive, isMarkActive, toggleBlock, toggleMark } from './commands';
import { toHtml } from './serialize';
import { withRichText } from './withRichText';

/** A headless editor (no DOM) holding `doc`, with the cursor at the end. */
function editorWith(doc: Descendant[]) {
  const editor = withRichText(createEditor());
  editor.children = doc;
  Transforms.select(editor, Editor.end(editor, []));
  return editor;
}

const paragraph = (text: string): Descendant => ({ type: 'paragraph', children: [{ text }] });
const selectAll = (editor: Editor) => Transforms.select(editor, { anchor: Editor.start(editor, []), focus: Editor.end(editor, []) });

describe('editor commands', () => {
  it('toggles marks on the selection', () => {
    const editor = editorWith([paragraph('hello')]);
    selectAll(editor);
    toggleMark(editor, 'bold');
    expect(isMarkActive(editor, 'bold')).toBe(true);
    expect(toHtml(editor.children)).toBe('<p><strong>hello</strong></p>');
    toggleMark(editor, 'bold');
    expect(toHtml(editor.children)).toBe('<p>hello</p>');
  });

  it('toggles headings and lists back to paragraphs', () => {
    const editor = editorWith([paragraph('title')]);
    toggleBlock(editor, 'heading-two');
    expect(isBlockActive(editor, 'heading-two')).toBe(true);
    expect(toHtml(editor.children)).toBe('<h2>title</h2>');
    toggleBlock(editor, 'bulleted-list');
    expect(toHtml(editor.children)).toBe('<ul><li>title</li></ul>');
    toggleBlock(editor, 'numbered-list');
    expect(toHtml(editor.children)).toBe('<ol><li>title</li></ol>');
    toggleBlock(editor, 'numbered-list');
    expect(toHtml(editor.children)).toBe('<p>title</p>');
  });

  it('wraps a selection in a link and refuses unsafe URLs', () => {
    const editor = editorWith([paragraph('rates')]);
    selectAll(editor);
    expect(insertLink(editor, 'javascript:alert(1)')).toBe(false);
    expect(insertLink(editor, 'example.com/rates')).toBe(true);
    expect(toHtml(editor.children)).toBe('<p><a href="https://example.com/rates" target="_blank" rel="noopener noreferrer">rates</a></p>');
  });

  it('inserts an image followed by a paragraph to keep typing in', () => {
    const editor = editorWith([paragraph('see:')]);
    expect(insertImage(editor, 'ftp://example.com/a.png')).toBe(false);
    expect(insertImage(editor, 'https://example.com/a.png')).toBe(true);
    Editor.insertText(editor, 'after');
    expect(toHtml(editor.children)).toBe('<p>see:</p><img src="https://example.com/a.png" alt=""><p>after</p>');
  });

  it('clean removes marks, links, headings and lists', () => {
    const editor = editorWith([
      { type: 'heading-one', children: [{ text: 'Big', bold: true }] },
      {
        type: 'bulleted-list',
        children: [{ type: 'list-item', children: [{ type: 'link', url: 'https://a.example', children: [{ text: 'x', italic: true }] }] }],
      },
    ]);
    selectAll(editor);
    clearFormatting(editor);
    expect(toHtml(editor.children)).toBe('<p>Big</p><p>x</p>');
  });

  it('Enter after a heading continues with a paragraph', () => {
    const editor = editorWith([{ type: 'heading-one', children: [{ text: 'Scenario' }] }]);
    editor.insertBreak();
    Editor.insertText(editor, 'details');
    expect(toHtml(editor.children)).toBe('<h1>Scenario</h1><p>details</p>');
  });

  it('Enter on an empty list item leaves the list', () => {
    const editor = editorWith([{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'one' }] }] }]);
    editor.insertBreak();
    editor.insertBreak();
    Editor.insertText(editor, 'after the list');
    expect(toHtml(editor.children)).toBe('<ul><li>one</li></ul><p>after the list</p>');
  });
});
