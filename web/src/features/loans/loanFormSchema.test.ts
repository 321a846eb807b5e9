import { describe, expect, it } from 'vitest';
import { EMPTY_LOAN_FORM_ERRORS } from '@lendhub/domain/testing/loans';
import { EMPTY_LOAN_FORM, LOAN_MESSAGES, loanFields, loanFormSchema, type LoanFormInput } from './loanFormSchema';

const errorsOf = (input: unknown) =>
  Object.fromEntries((loanFormSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const COMPLETE: LoanFormInput = {
  borrowerName: 'Emily Johnson',
  loanType: 'NON_QM',
  loanAmount: '$425,000',
  lenderId: 'TGVuZGVyOjE=',
  status: 'APPROVED',
  stage: 'CLOSING',
  dueDate: '2026-12-04',
  propertyAddress: '1420 Maple Ave, Pasadena, CA 91104',
  notes: '',
  fundedDate: '',
};

describe('Add New Loan rules (spec §5)', () => {
  it('asks for every field but the notes, with the spec messages', () => {
    // The spec's texts, written out once for the API's, gateway's and web's tests (not read from the rules).
    expect(errorsOf(EMPTY_LOAN_FORM)).toEqual(EMPTY_LOAN_FORM_ERRORS);
  });

  it('accepts a complete loan and reads the amount', () => {
    const result = loanFormSchema.safeParse(COMPLETE);
    expect(result.success).toBe(true);
    expect(loanFields(result.data!)).toMatchObject({ loanAmount: 425_000, loanType: 'NON_QM', notes: null, fundedDate: null });
  });

  it('refuses an amount that is not a number or too large, and a funding before the Closing stage', () => {
    expect(errorsOf({ ...COMPLETE, loanType: 'HELOC', loanAmount: 'lots' })).toEqual({
      loanType: LOAN_MESSAGES.loanType,
      loanAmount: LOAN_MESSAGES.loanAmountInvalid,
    });
    expect(errorsOf({ ...COMPLETE, loanAmount: '250,000,000' })).toEqual({ loanAmount: LOAN_MESSAGES.loanAmountTooLarge });
    expect(errorsOf({ ...COMPLETE, status: 'FUNDED', stage: 'UNDERWRITING' })).toEqual({ stage: LOAN_MESSAGES.fundedStage });
  });
});
