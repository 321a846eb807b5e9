import { describe, expect, it } from 'vitest';
import { EMPTY_LOAN_FORM, LOAN_MESSAGES, loanFormSchema, loanFormValues } from './loanFormSchema';
import { SAMPLE_LOANS } from './sampleLoans';

const errorsOf = (input: unknown) =>
  Object.fromEntries((loanFormSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('Add New Loan rules (spec §5)', () => {
  it('asks for every field but the notes, with the spec messages', () => {
    expect(errorsOf(EMPTY_LOAN_FORM)).toEqual({
      borrowerName: 'Please enter borrower name',
      loanType: 'Please select loan type',
      loanAmount: 'Please enter loan amount',
      lender: 'Please select lender',
      status: 'Please select status',
      stage: 'Please select stage',
      dueDate: 'Please select due date',
      propertyAddress: 'Please enter property address',
    });
  });

  it('accepts a complete loan and reads the amount', () => {
    const { id: _id, ...loan } = SAMPLE_LOANS[0]!;
    const result = loanFormSchema.safeParse({ ...loanFormValues(loan), loanAmount: '$425,000' });
    expect(result.success).toBe(true);
    expect(result.data).toEqual(loan);
  });

  it('offers the six loan types and refuses a non-number amount', () => {
    const { id: _id, ...loan } = SAMPLE_LOANS[0]!;
    expect(loanFormSchema.safeParse({ ...loanFormValues(loan), loanType: 'Non-QM' }).success).toBe(true);
    expect(errorsOf({ ...loanFormValues(loan), loanType: 'HELOC', loanAmount: 'lots' })).toEqual({
      loanType: LOAN_MESSAGES.loanType,
      loanAmount: LOAN_MESSAGES.loanAmountInvalid,
    });
  });
});
