import { describe, expect, it } from 'vitest';
import { questionFrom } from './chatText';

describe('questionFrom', () => {
  it('ignores empty and whitespace-only input', () => {
    expect(questionFrom('')).toBeNull();
    expect(questionFrom('  \n\t ')).toBeNull();
  });
  it('sends the question without its surrounding spaces', () => {
    expect(questionFrom('  What is a DSCR loan?  ')).toBe('What is a DSCR loan?');
  });
});
