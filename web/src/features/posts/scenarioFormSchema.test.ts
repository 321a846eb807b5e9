import { describe, expect, it } from 'vitest';
import { scenarioFormSchema } from './scenarioFormSchema';

function messages(values: { title: string; content: string }) {
  const result = scenarioFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const validContent = '<p>Borrower with 700 FICO needs a DSCR loan.</p>';

describe('scenarioFormSchema', () => {
  it('accepts a title of 5+ characters and content of 20+ text characters', () => {
    expect(scenarioFormSchema.safeParse({ title: 'DSCR scenario', content: validContent }).success).toBe(true);
  });

  it('requires a title', () => {
    expect(messages({ title: '', content: validContent })).toEqual({ title: 'Please input the title!' });
    expect(messages({ title: '    ', content: validContent })).toEqual({ title: 'Please input the title!' });
  });

  it('requires at least 5 title characters, ignoring surrounding spaces', () => {
    expect(messages({ title: 'Abcd', content: validContent })).toEqual({ title: 'Minimum 5 characters' });
    expect(messages({ title: '  Abcd  ', content: validContent })).toEqual({ title: 'Minimum 5 characters' });
    expect(messages({ title: 'Abcde', content: validContent })).toEqual({});
  });

  it('requires content, treating an empty editor as empty', () => {
    expect(messages({ title: 'Valid title', content: '' })).toEqual({ content: 'Please write some content!' });
    expect(messages({ title: 'Valid title', content: '<p></p>' })).toEqual({ content: 'Please write some content!' });
  });

  it('counts content text, not tags', () => {
    // 19 characters of text wrapped in a lot of markup.
    const short = '<h1><strong><em>Nineteen characters</em></strong></h1>';
    expect(messages({ title: 'Valid title', content: short })).toEqual({ content: 'Content should be at least 20 characters' });
    expect(messages({ title: 'Valid title', content: '<p>Exactly twenty chars</p>' })).toEqual({});
  });

  it('reports both fields at once', () => {
    expect(messages({ title: 'abc', content: '<p>short</p>' })).toEqual({
      title: 'Minimum 5 characters',
      content: 'Content should be at least 20 characters',
    });
  });
});
