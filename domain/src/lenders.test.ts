import { describe, expect, it } from 'vitest';
import { imageProblem, IMAGE_RULE } from './images.ts';
import { isHttpUrl, LENDER_PHONE_PATTERN } from './lenders.ts';

describe('lender form rules', () => {
  it('accepts a phone of 7 to 15 digits with an optional leading +', () => {
    expect(['1234567', '+123456789012345'].every((phone) => LENDER_PHONE_PATTERN.test(phone))).toBe(true);
    expect(['123456', '1234567890123456', '555-1234', '++1234567'].some((phone) => LENDER_PHONE_PATTERN.test(phone))).toBe(false);
  });

  it('takes only absolute http(s) URLs with a dotted host as URLs', () => {
    expect(isHttpUrl('https://lender.example.com/rates')).toBe(true);
    expect(isHttpUrl('lender.example.com')).toBe(false);
    expect(isHttpUrl('ftp://lender.example.com')).toBe(false);
    expect(isHttpUrl('http://localhost')).toBe(false);
  });
});

describe('imageProblem', () => {
  it('refuses other types first, then files over the limit', () => {
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe('You can only upload JPG/PNG/WEBP files!');
    expect(imageProblem({ type: 'image/png', size: IMAGE_RULE.maxMb * 1024 * 1024 + 1 })).toBe('Image must be smaller than 2MB!');
    expect(imageProblem({ type: 'image/webp', size: IMAGE_RULE.maxMb * 1024 * 1024 })).toBeNull();
  });
});
