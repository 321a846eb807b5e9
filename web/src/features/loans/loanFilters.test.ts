import { describe, expect, it } from 'vitest';
import { filterLoans } from './loanFilters';
import { SAMPLE_LOANS } from './sampleLoans';

const ids = (loans: { id: number }[]) => loans.map((loan) => loan.id);

describe('loan pipeline search and status filter', () => {
  it('finds a borrower by part of the name, in any case', () => {
    expect(ids(filterLoans(SAMPLE_LOANS, { search: 'chen', status: '' }))).toEqual([1002]);
  });

  it('finds by loan id, lender and address', () => {
    expect(ids(filterLoans(SAMPLE_LOANS, { search: '1004', status: '' }))).toEqual([1004]);
    expect(ids(filterLoans(SAMPLE_LOANS, { search: 'rocket', status: '' }))).toEqual([1001, 1006]);
    expect(ids(filterLoans(SAMPLE_LOANS, { search: 'Malibu', status: '' }))).toEqual([1004]);
  });

  it('keeps one status, alone or with a search', () => {
    expect(ids(filterLoans(SAMPLE_LOANS, { search: '', status: 'Approved' }))).toEqual([1001, 1006]);
    expect(ids(filterLoans(SAMPLE_LOANS, { search: 'rocket', status: 'Pending' }))).toEqual([]);
  });

  it('returns everything without filters', () => {
    expect(filterLoans(SAMPLE_LOANS, { search: '  ', status: '' })).toHaveLength(SAMPLE_LOANS.length);
  });
});
