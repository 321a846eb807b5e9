import { describe, expect, it } from 'vitest';
import { containsMarkup, isPlainText } from './plainText.ts';

describe('plain text', () => {
  it.each([
    '<script>alert(1)</script>',
    'Hi <b>there</b>',
    '</p>',
    '<!-- x -->',
    '<?xml version="1.0"?>',
    '<img src=x onerror=alert(1)>',
    'a<svg/onload=alert(1)>',
  ])('finds markup in %j', (text) => expect(containsMarkup(text)).toBe(true));

  it.each(['rate < 5%', 'I <3 this', '5<6', 'a -> b', 'Tom & Jerry', '&lt;script&gt;', ''])('keeps %j as plain text', (text) => {
    expect(containsMarkup(text)).toBe(false);
  });

  it('treats absent values as plain', () => {
    expect(isPlainText(undefined)).toBe(true);
    expect(isPlainText(null)).toBe(true);
    expect(isPlainText('<b>x</b>')).toBe(false);
  });
});
