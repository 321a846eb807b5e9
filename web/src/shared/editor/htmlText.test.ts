import { describe, expect, it } from 'vitest';
import { htmlTextLength, htmlToPlainText } from './htmlText';

describe('htmlTextLength', () => {
  it('counts text, not tags', () => {
    expect(htmlTextLength('<p><strong>Hello</strong> <em>world</em></p>')).toBe('Hello world'.length);
  });

  it('is 0 for an empty editor and for markup without text', () => {
    expect(htmlTextLength('')).toBe(0);
    expect(htmlTextLength('<p></p>')).toBe(0);
    expect(htmlTextLength('<p><br></p><ul><li></li></ul>')).toBe(0);
    expect(htmlTextLength('<p><img src="https://example.com/a.png" alt="a long alternative text"></p>')).toBe(0);
  });

  it('decodes entities as one character each', () => {
    // "A & B <3> © 😀": 13 characters, the emoji counted once.
    expect(htmlTextLength('<p>A &amp; B &lt;3&gt; &#169; &#x1F600;</p>')).toBe(13);
  });

  it('collapses whitespace and separates block elements', () => {
    expect(htmlToPlainText('<h1>Title</h1><p>  first\n\n line </p><p>second</p>')).toBe('Title first line second');
  });

  it('ignores script and style contents', () => {
    expect(htmlToPlainText('<p>ok</p><script>alert(1)</script><style>p{}</style>')).toBe('ok');
  });

  it('leaves unknown entities as written', () => {
    expect(htmlToPlainText('&notanentity; &#0;')).toBe('&notanentity; &#0;');
  });
});
