import { describe, expect, it } from 'vitest';
import { splitTags } from './tagList';

describe('splitTags', () => {
  it('shows the first two and hides the rest behind +N', () => {
    expect(splitTags(['FHA', 'VA', 'USDA', 'Jumbo'])).toEqual({ shown: ['FHA', 'VA'], hidden: ['USDA', 'Jumbo'] });
    expect(splitTags(['FHA'])).toEqual({ shown: ['FHA'], hidden: [] });
    expect(splitTags([])).toEqual({ shown: [], hidden: [] });
  });
});
