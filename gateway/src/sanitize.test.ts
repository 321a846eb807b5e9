import { describe, expect, it } from 'vitest';
import { sanitizeRichText, textOf } from './sanitize.ts';

describe('sanitizeRichText', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<h1>T</h1><h2>S</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><ol><li>1</li></ol><ul><li>2</li></ul>' +
      '<blockquote>q</blockquote><pre><code>x = 1</code></pre><p>line<br />break</p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, styles and event handlers', () => {
    expect(sanitizeRichText('<p>hi</p><script>alert(1)</script>')).toBe('<p>hi</p>');
    expect(sanitizeRichText('<style>p{}</style><p onclick="x()">hi</p>')).toBe('<p>hi</p>');
    expect(sanitizeRichText('<img src="https://x.test/a.png" onerror="alert(1)">')).toBe('<img src="https://x.test/a.png" />');
    expect(sanitizeRichText('<iframe src="https://evil.test"></iframe><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('allows only http, https and mailto links, and adds rel', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).not.toMatch(/javascript/i);
    expect(sanitizeRichText('<a href="https://lendhub.demo" target="_top">x</a>')).toBe(
      '<a href="https://lendhub.demo" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.co">m</a>')).toBe('<a href="mailto:a@b.co" rel="noopener noreferrer">m</a>');
    expect(sanitizeRichText('<a href="data:text/html,<script>">d</a>')).toBe('<a rel="noopener noreferrer">d</a>');
  });

  it('allows images from http(s), relative paths and raster data URLs only', () => {
    expect(sanitizeRichText('<img src="/uploads/a.png" alt="a">')).toBe('<img src="/uploads/a.png" alt="a" />');
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=" />');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(sanitizeRichText('<img src="data:text/html;base64,PHNjcmlwdD4=">')).toBe('');
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe('');
  });
});

describe('textOf', () => {
  it('counts visible text only', () => {
    expect(textOf('<p><strong>  Hello </strong>&nbsp;world</p>')).toBe('Hello world');
    expect(textOf('<p></p><br>')).toBe('');
  });
});
