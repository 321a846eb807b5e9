import { describe, expect, it } from 'vitest';
import { applyLoanAction, type LoanDraft } from './loanStore';
import { SAMPLE_LOANS } from './sampleLoans';

const DRAFT: LoanDraft = {
  borrowerName: 'Noah Patel',
  loanType: 'VA',
  loanAmount: 350_000,
  status: 'Pending',
  stage: 'Initial Review',
  lender: 'Rocket Pro',
  dueDate: '2027-01-15',
  propertyAddress: '1 Main St, Irvine, CA 92618',
  notes: '',
};

describe('the pipeline kept in the page', () => {
  it('adds a loan at the top with the next id', () => {
    const next = applyLoanAction(SAMPLE_LOANS, { type: 'add', loan: DRAFT });
    expect(next).toHaveLength(SAMPLE_LOANS.length + 1);
    expect(next[0]).toEqual({ id: 1009, ...DRAFT });
  });

  it('edits one loan and leaves the others', () => {
    const next = applyLoanAction(SAMPLE_LOANS, { type: 'update', id: 1002, loan: DRAFT });
    expect(next.find((loan) => loan.id === 1002)).toEqual({ id: 1002, ...DRAFT });
    expect(next.filter((loan) => loan.id !== 1002)).toEqual(SAMPLE_LOANS.filter((loan) => loan.id !== 1002));
  });

  it('deletes a loan, and an id is never reused after a deletion of the last one', () => {
    const withNew = applyLoanAction(SAMPLE_LOANS, { type: 'add', loan: DRAFT });
    const without = applyLoanAction(withNew, { type: 'remove', id: 1003 });
    expect(without.some((loan) => loan.id === 1003)).toBe(false);
    expect(applyLoanAction(without, { type: 'add', loan: DRAFT })[0]!.id).toBe(1010);
  });

  it('never changes the list it was given', () => {
    const before = [...SAMPLE_LOANS];
    applyLoanAction(SAMPLE_LOANS, { type: 'remove', id: 1001 });
    expect(SAMPLE_LOANS).toEqual(before);
  });
});
