import { describe, expect, it } from 'vitest';
import { filterOptions, toggleValue } from './multiSelectFilter';

const options = [
  { value: 'CA', label: 'California' },
  { value: 'NY', label: 'New York' },
  { value: 'NC', label: 'North Carolina' },
  { value: 'TX', label: 'Texas' },
];

describe('filterOptions', () => {
  it('keeps every option for an empty or blank query', () => {
    expect(filterOptions(options, '').map((o) => o.value)).toEqual(['CA', 'NY', 'NC', 'TX']);
    expect(filterOptions(options, '   ').map((o) => o.value)).toEqual(['CA', 'NY', 'NC', 'TX']);
  });

  it('matches the start of a code, case-insensitive', () => {
    expect(filterOptions(options, 'tx').map((o) => o.value)).toEqual(['TX']);
    expect(filterOptions(options, 'n').map((o) => o.value)).toEqual(['NY', 'NC', 'CA']);
  });

  it('matches any part of a name', () => {
    expect(filterOptions(options, 'york').map((o) => o.value)).toEqual(['NY']);
    expect(filterOptions(options, 'carolina').map((o) => o.value)).toEqual(['NC']);
    expect(filterOptions(options, 'zz')).toEqual([]);
  });
});

describe('toggleValue', () => {
  it('adds in the order of choosing and removes a chosen value', () => {
    expect(toggleValue(['TX'], 'CA')).toEqual(['TX', 'CA']);
    expect(toggleValue(['TX', 'CA'], 'TX')).toEqual(['CA']);
  });
});
