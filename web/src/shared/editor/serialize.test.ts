import { describe, expect, it } from 'vitest';
import type { Descendant } from 'slate';
import { safeImageUrl, safeLinkUrl } from './safeUrl';
import { toHtml } from './serialize';
import './types';

describe('toHtml', () => {
  it('gives an empty string for an empty editor', () => {
    expect(toHtml([{ type: 'paragraph', children: [{ text: '' }] }])).toBe('');
    expect(toHtml([{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: '  ' }] }] }])).toBe('');
  });

  it('writes every block and mark of the toolbar', () => {
    const doc: Descendant[] = [
      { type: 'heading-one', children: [{ text: 'One' }] },
      { type: 'heading-two', children: [{ text: 'Two' }] },
      { type: 'heading-three', children: [{ text: 'Three' }] },
      {
        type: 'paragraph',
        children: [
          { text: 'b', bold: true },
          { text: 'i', italic: true },
          { text: 'u', underline: true },
          { text: 's', strike: true },
          { text: 'all', bold: true, italic: true },
        ],
      },
      { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'first' }] }] },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'dot' }] }] },
    ];
    expect(toHtml(doc)).toBe(
      '<h1>One</h1><h2>Two</h2><h3>Three</h3>' +
        '<p><strong>b</strong><em>i</em><u>u</u><s>s</s><em><strong>all</strong></em></p>' +
        '<ol><li>first</li></ol><ul><li>dot</li></ul>',
    );
  });

  it('escapes text and attributes', () => {
    const doc: Descendant[] = [
      {
        type: 'paragraph',
        children: [
          { text: '<script>alert("x")</script> & more' },
          { type: 'link', url: 'https://example.com/?a=1&b="2"', children: [{ text: 'link' }] },
        ],
      },
    ];
    expect(toHtml(doc)).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more' +
        '<a href="https://example.com/?a=1&amp;b=%222%22" target="_blank" rel="noopener noreferrer">link</a></p>',
    );
  });

  it('drops unsafe link and image URLs but keeps the link text', () => {
    const doc: Descendant[] = [
      { type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ text: 'click' }] }] },
      { type: 'image', url: 'data:image/png;base64,xyz', alt: 'x', children: [{ text: '' }] },
      { type: 'image', url: 'https://example.com/house.png', alt: 'House', children: [{ text: '' }] },
    ];
    expect(toHtml(doc)).toBe('<p>click</p><img src="https://example.com/house.png" alt="House">');
  });

  it('keeps soft line breaks', () => {
    expect(toHtml([{ type: 'paragraph', children: [{ text: 'a\nb' }] }])).toBe('<p>a<br>b</p>');
  });
});

describe('safe URLs', () => {
  it('accepts web, mail and phone links and adds https to bare hosts', () => {
    expect(safeLinkUrl('https://lendhub.demo/a')).toBe('https://lendhub.demo/a');
    expect(safeLinkUrl('lendhub.demo')).toBe('https://lendhub.demo/');
    expect(safeLinkUrl('mailto:a@b.co')).toBe('mailto:a@b.co');
    expect(safeLinkUrl('/Lender/1')).toBe('/Lender/1');
  });

  it('refuses script, data and protocol-relative URLs and blanks', () => {
    expect(safeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(safeLinkUrl(' JavaScript:alert(1)')).toBeNull();
    expect(safeLinkUrl('data:text/html,hi')).toBeNull();
    expect(safeLinkUrl('//evil.example')).toBeNull();
    expect(safeLinkUrl('   ')).toBeNull();
  });

  it('allows only http(s) and relative images', () => {
    expect(safeImageUrl('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(safeImageUrl('/uploads/a.png')).toBe('/uploads/a.png');
    expect(safeImageUrl('mailto:a@b.co')).toBeNull();
  });
});
