import { describe, expect, it } from 'vitest';
import { blogPostFormSchema, EMPTY_BLOG_POST_FORM } from './blogPostFormSchema';

function errorsOf(values: unknown): Record<string, string> {
  const result = blogPostFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('blogPostFormSchema', () => {
  it('asks for a title and content, one message each', () => {
    expect(errorsOf(EMPTY_BLOG_POST_FORM)).toEqual({ title: 'Please input the title!', content: 'Please write some content!' });
  });

  it('applies the minimum lengths to the visible text only', () => {
    expect(errorsOf({ title: 'Tiny', content: '<p><strong>short</strong></p>', isPublished: true })).toEqual({
      title: 'Minimum 5 characters',
      content: 'Content should be at least 20 characters',
    });
  });

  it('accepts a draft or a published post', () => {
    const post = { title: 'Rate update', content: '<p>Rates moved a quarter point this week.</p>' };
    expect(errorsOf({ ...post, isPublished: false })).toEqual({});
    expect(errorsOf({ ...post, isPublished: true })).toEqual({});
  });
});
