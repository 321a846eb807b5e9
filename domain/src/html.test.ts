import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './html.ts';
import { isAllowedDataImage } from './htmlAllowList.ts';

describe('sanitizeRichText', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<h1>T</h1><h2>S</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><ol><li>1</li></ol><ul><li>2</li></ul>' +
      '<blockquote>q</blockquote><pre><code>x = 1</code></pre><p>line<br />break</p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps the editor output of a link and an image', () => {
    expect(sanitizeRichText('<p><a href="https://example.com/rates" target="_blank" rel="noopener noreferrer">rates</a></p>')).toBe(
      '<p><a href="https://example.com/rates" target="_blank" rel="noopener noreferrer">rates</a></p>',
    );
    expect(sanitizeRichText('<img src="https://example.com/house.png" alt="House">')).toBe(
      '<img src="https://example.com/house.png" alt="House" />',
    );
  });

  it('drops scripts, styles and event handlers', () => {
    expect(sanitizeRichText('<p>hi</p><script>alert(1)</script>')).toBe('<p>hi</p>');
    expect(sanitizeRichText('<style>p{}</style><p onclick="x()">hi</p>')).toBe('<p>hi</p>');
    expect(sanitizeRichText('<img src="https://x.test/a.png" onerror="alert(1)">')).toBe('<img src="https://x.test/a.png" />');
    expect(sanitizeRichText('<iframe src="https://evil.test"></iframe><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeRichText('<p style="color:red" class="x">hi</p>')).toBe('<p>hi</p>');
  });

  it('drops tags outside the list but keeps their text', () => {
    expect(sanitizeRichText('<div><span>a</span></div><hr><h4>b</h4><del>c</del>')).toBe('abc');
  });

  it('allows only http, https, mailto and tel links, and adds rel', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).not.toMatch(/javascript/i);
    expect(sanitizeRichText('<a href="https://lendhub.demo" target="_top">x</a>')).toBe(
      '<a href="https://lendhub.demo" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.co">m</a>')).toBe('<a href="mailto:a@b.co" rel="noopener noreferrer">m</a>');
    expect(sanitizeRichText('<a href="tel:+15550100">t</a>')).toBe('<a href="tel:+15550100" rel="noopener noreferrer">t</a>');
    expect(sanitizeRichText('<a href="data:text/html,<script>">d</a>')).toBe('<a rel="noopener noreferrer">d</a>');
    expect(sanitizeRichText('<a href="//evil.test/x">p</a>')).toBe('<a rel="noopener noreferrer">p</a>');
  });

  it('allows images from http(s), relative paths and raster data URLs only', () => {
    expect(sanitizeRichText('<img src="/uploads/a.png" alt="a">')).toBe('<img src="/uploads/a.png" alt="a" />');
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=" />');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(sanitizeRichText('<img src="DATA:image/SVG+xml;base64,PHN2Zz4=">')).toBe('');
    expect(sanitizeRichText('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('');
    expect(sanitizeRichText('<img src="data:text/html;base64,PHNjcmlwdD4=">')).toBe('');
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe('');
  });

  it('is stable: cleaning clean HTML changes nothing (the gateway and the API both clean)', () => {
    const dirty = '  <p onclick="x()">A &amp; B <b>bold</b> "quoted" <img src=x></p><script>1</script><a href="tel:1" target="x">t</a>  ';
    const once = sanitizeRichText(dirty);
    expect(sanitizeRichText(once)).toBe(once);
  });
});

describe('isAllowedDataImage', () => {
  it('accepts base64 raster types and nothing else', () => {
    for (const type of ['png', 'jpeg', 'jpg', 'gif', 'webp']) expect(isAllowedDataImage(`data:image/${type};base64,AAAA`)).toBe(true);
    expect(isAllowedDataImage('data:image/svg+xml;base64,AAAA')).toBe(false);
    expect(isAllowedDataImage('data:image/png,rawbytes')).toBe(false);
    expect(isAllowedDataImage('data:text/html;base64,AAAA')).toBe(false);
  });
});
