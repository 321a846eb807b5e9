// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fromHtml } from './deserialize';
import { toHtml } from './serialize';

describe('fromHtml', () => {
  it('gives one empty paragraph for empty HTML', () => {
    expect(fromHtml('')).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
    expect(fromHtml('   ')).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
  });

  it('round-trips everything the toolbar produces', () => {
    const html =
      '<h1>One</h1><h2>Two</h2><h3>Three</h3>' +
      '<p><strong>b</strong><em>i</em><u>u</u><s>s</s> plain ' +
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">link</a></p>' +
      '<ol><li>first</li></ol><ul><li>dot</li></ul><img src="https://example.com/a.png" alt="A">';
    expect(toHtml(fromHtml(html))).toBe(html);
  });

  it('reads the tags other editors write (b, i, del, h4, div, br)', () => {
    expect(toHtml(fromHtml('<div><b>bold</b> <i>it</i> <del>gone</del></div><h4>Small</h4><p>a<br>b</p>'))).toBe(
      '<p><strong>bold</strong> <em>it</em> <s>gone</s></p><h3>Small</h3><p>a<br>b</p>',
    );
  });

  it('wraps loose text in paragraphs and ignores whitespace between blocks', () => {
    expect(toHtml(fromHtml('loose text\n  <p>block</p>\n  '))).toBe('<p>loose text </p><p>block</p>');
  });

  it('drops scripts, unsafe links and unsafe images', () => {
    expect(
      toHtml(fromHtml('<p>ok<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p><img src="data:image/png;base64,AA">')),
    ).toBe('<p>ok x</p>');
  });

  it('keeps lists valid when items hold paragraphs or loose text', () => {
    expect(toHtml(fromHtml('<ul><li><p>para</p></li>stray</ul>'))).toBe('<ul><li>para</li><li>stray</li></ul>');
  });
});
