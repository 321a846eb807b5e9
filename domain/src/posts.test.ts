import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { sanitizeRichText } from './html.ts';
import { commentContentSchema, POST_MESSAGES as M, postContentSchema, postTitleSchema } from './posts.ts';

function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const TWENTY = 'Exactly twenty chars';

describe('postTitleSchema', () => {
  it('requires a title of 5 to 200 characters, surrounding spaces ignored', () => {
    expect(problems(postTitleSchema, undefined)).toEqual([M.titleRequired]);
    expect(problems(postTitleSchema, '   ')).toEqual([M.titleRequired]);
    expect(problems(postTitleSchema, '  Abcd  ')).toEqual([M.titleMin]);
    expect(problems(postTitleSchema, 'x'.repeat(201))).toEqual([M.titleMax]);
    expect(postTitleSchema.parse('  Abcde  ')).toBe('Abcde');
  });

  it('speaks the spec’s messages', () => {
    expect([M.titleRequired, M.titleMin]).toEqual(['Please input the title!', 'Minimum 5 characters']);
    expect([M.contentRequired, M.contentMin]).toEqual(['Please write some content!', 'Content should be at least 20 characters']);
  });
});

describe('postContentSchema', () => {
  const content = postContentSchema();

  it('needs 20 visible characters, whatever the markup', () => {
    expect(problems(content, `<p>${TWENTY}</p>`)).toEqual([]);
    expect(problems(content, '<h1><strong><em>Nineteen characters</em></strong></h1>')).toEqual([M.contentMin]);
    // An entity is one character: "Entity & counts as." is 19, "Entity & counts as 1" is 20.
    expect(problems(content, '<p>Entity &amp; counts as.</p>')).toEqual([M.contentMin]);
    expect(problems(content, '<p>Entity &amp; counts as 1</p>')).toEqual([]);
  });

  it('refuses an image-only post as empty', () => {
    expect(problems(content, '<p><img src="https://example.com/a.png" alt="a long alternative text here"></p>')).toEqual([
      M.contentRequired,
    ]);
  });

  it('counts spaces once: padding and no-break spaces do not reach the minimum', () => {
    expect(problems(content, `<p>${'a &nbsp; '.repeat(6)}</p>`)).toEqual([M.contentMin]);
  });

  it('gives one message per field, "required" first', () => {
    expect(problems(content, undefined)).toEqual([M.contentRequired]);
    expect(problems(content, '<p><br></p>')).toEqual([M.contentRequired]);
    expect(problems(content, '<script>alert("a very long script body")</script>')).toEqual([M.contentRequired]);
  });

  it('counts what a server will store when given its sanitizer', () => {
    const sanitized = postContentSchema(sanitizeRichText);
    const parsed = sanitized.safeParse(`<p onclick="x()">${TWENTY}</p><script>1</script>`);
    expect(parsed.success && parsed.data).toBe(`<p>${TWENTY}</p>`);
    expect(problems(sanitized, '<p><img src="https://example.com/a.png"></p>')).toEqual([M.contentRequired]);
    expect(problems(sanitized, `<p>${'x'.repeat(100_001)}</p>`)).toEqual([M.contentMax]);
  });
});

describe('commentContentSchema', () => {
  const comment = commentContentSchema(sanitizeRichText);

  it('refuses a blank comment', () => {
    for (const blank of [undefined, '', '   ', '<p> </p>', '<script>alert(1)</script>', '<img src="/a.png">']) {
      expect(problems(comment, blank)).toEqual([M.commentRequired]);
    }
  });

  it('keeps a sanitized, trimmed comment and bounds its length', () => {
    expect(comment.parse('  Works for me <img src=x onerror=alert(1)><script>x()</script>  ')).toBe('Works for me <img src="x" />');
    expect(problems(comment, 'x'.repeat(5_001))).toEqual([M.commentMax]);
  });
});
