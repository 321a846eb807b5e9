import { describe, expect, it } from 'vitest';
import { visibleText, visibleTextLength } from './visibleText.ts';

describe('visibleText', () => {
  it('counts text, not tags, however deeply nested', () => {
    expect(visibleText('<p><strong><em><u>Hello</u></em></strong> <s>world</s></p>')).toBe('Hello world');
    expect(visibleTextLength('<h1><strong><em>Nineteen characters</em></strong></h1>')).toBe(19);
    expect(visibleText('<ul><li><a href="https://x.test" title="a > b">one</a></li><li>two</li></ul>')).toBe('one two');
  });

  it('gives an image no characters, alt text included: an image-only post is empty', () => {
    expect(visibleTextLength('<p><img src="https://example.com/a.png" alt="a long alternative text"></p>')).toBe(0);
    expect(visibleTextLength('<img src="data:image/png;base64,iVBORw0KGgo=" />')).toBe(0);
    expect(visibleText('<p>Look <img src="/uploads/a.png" alt="here">here</p>')).toBe('Look here');
  });

  it('is empty for an empty editor and for markup without text', () => {
    expect(visibleTextLength('')).toBe(0);
    expect(visibleTextLength('<p></p>')).toBe(0);
    expect(visibleTextLength('<p><br></p><ul><li></li></ul>')).toBe(0);
    expect(visibleTextLength('<p>&nbsp;&#160; &#x200B;\u200b</p>')).toBe(0);
  });

  it('decodes character references as one character each', () => {
    // "A & B <3> © 😀": 13 characters, the emoji counted once.
    expect(visibleTextLength('<p>A &amp; B &lt;3&gt; &#169; &#x1F600;</p>')).toBe(13);
    expect(visibleText('&quot;q&quot; &apos;a&apos; &copy; &hellip;')).toBe('"q" \'a\' © …');
    expect(visibleText('&lt;p&gt;not a tag&lt;/p&gt;')).toBe('<p>not a tag</p>');
  });

  it('leaves unknown and invalid references as written', () => {
    expect(visibleText('&notanentity; &#0; &#xD800;')).toBe('&notanentity; &#0; &#xD800;');
  });

  it('collapses whitespace (no-break spaces too) and reads block boundaries as a space', () => {
    expect(visibleText('<h1>Title</h1><p>  first\n\n line </p><p>second</p>')).toBe('Title first line second');
    expect(visibleText('<p>a</p><p>b</p>')).toBe('a b');
    expect(visibleText('<p>a<br>b</p>')).toBe('a b');
    expect(visibleText('<p><strong>  Hello </strong>&nbsp;world</p>')).toBe('Hello world');
    expect(visibleText('<p>in<strong>line</strong></p>')).toBe('inline');
    expect(visibleText('a\u00a0\u00a0 \t b')).toBe('a b');
  });

  it('ignores scripts, styles, comments and declarations', () => {
    expect(visibleText('<p>ok</p><script>alert("a very long script body")</script><style>p{}</style>')).toBe('ok');
    expect(visibleText('<!DOCTYPE html><!-- a comment --><p>ok</p>')).toBe('ok');
    expect(visibleText('<p>ok</p><script>never closed')).toBe('ok');
  });

  it('treats a lone < as text and drops a tag cut off by the end', () => {
    expect(visibleText('1 < 2')).toBe('1 < 2');
    expect(visibleText('ok <img src="x"')).toBe('ok');
  });

  it('counts code points, so an emoji is one character', () => {
    expect(visibleTextLength('😀😀')).toBe(2);
  });
});
