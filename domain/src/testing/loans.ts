/*
 * Test-only: what the loan form's tests expect, written out as the spec gives it (not read from the rules,
 * so a changed message fails the tests). Importing it loads no test runner.
 */

/** Spec §5 "Add Loan form": the message of each required field when the form is sent empty, by field. */
export const EMPTY_LOAN_FORM_ERRORS = {
  borrowerName: 'Please enter borrower name',
  loanType: 'Please select loan type',
  loanAmount: 'Please enter loan amount',
  lenderId: 'Please select lender',
  status: 'Please select status',
  stage: 'Please select stage',
  dueDate: 'Please select due date',
  propertyAddress: 'Please enter property address',
};
