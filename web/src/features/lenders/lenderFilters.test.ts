import { describe, expect, it } from 'vitest';
import { filtersFromSearchParams, filtersToSearchParams, filtersToVariables, NO_FILTERS } from './lenderFilters';

describe('lender filters in the URL', () => {
  it('reads known filters', () => {
    const filters = filtersFromSearchParams(new URLSearchParams('program=non_qm&search=bank&lender=rocket'));
    expect(filters).toEqual({ program: 'non_qm', search: 'bank', lenderKey: 'rocket' });
  });

  it('ignores unknown program and lender values', () => {
    expect(filtersFromSearchParams(new URLSearchParams('program=jumbo&lender=nope'))).toEqual(NO_FILTERS);
  });

  it('writes only the filters that are set, trimming the search', () => {
    expect(filtersToSearchParams({ program: 'fha', search: '  ', lenderKey: '' }).toString()).toBe('program=fha');
    expect(filtersToSearchParams({ program: '', search: ' mega ', lenderKey: 'mega_capital' }).toString()).toBe(
      'search=mega&lender=mega_capital',
    );
  });

  it('round-trips through the URL', () => {
    const filters = { program: 'va', search: 'wholesale', lenderKey: 'change_wholesale' };
    expect(filtersFromSearchParams(filtersToSearchParams(filters))).toEqual(filters);
  });
});

describe('filtersToVariables', () => {
  it('maps URL values to the GraphQL enum and nulls for unset filters', () => {
    expect(filtersToVariables({ program: 'non_qm', search: ' x ', lenderKey: 'remn' })).toEqual({
      program: 'NON_QM',
      search: 'x',
      lenderKey: 'remn',
    });
    expect(filtersToVariables(NO_FILTERS)).toEqual({ program: null, search: null, lenderKey: null });
  });
});
