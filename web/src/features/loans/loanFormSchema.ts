// Spec §5 "Add Loan form (sample)": every field but notes is required, with these messages.
import { z } from 'zod';
import { parseMoney } from '../../shared/format/currency';
import { LOAN_STAGES, LOAN_STATUSES, LOAN_TYPES } from './loanOptions';
import type { LoanDraft } from './loanStore';

export const LOAN_MESSAGES = {
  borrowerName: 'Please enter borrower name',
  loanType: 'Please select loan type',
  loanAmount: 'Please enter loan amount',
  lender: 'Please select lender',
  status: 'Please select status',
  stage: 'Please select stage',
  dueDate: 'Please select due date',
  propertyAddress: 'Please enter property address',
  /** Ours: the spec gives no message for an amount that is not a number. */
  loanAmountInvalid: 'Please enter a valid loan amount',
} as const;

const requiredText = (message: string) => z.string().trim().min(1, message);

export const loanFormSchema = z.object({
  borrowerName: requiredText(LOAN_MESSAGES.borrowerName),
  loanType: z.enum(LOAN_TYPES, { error: LOAN_MESSAGES.loanType }),
  loanAmount: z
    .string()
    .trim()
    .min(1, { error: LOAN_MESSAGES.loanAmount, abort: true })
    .refine((text) => (parseMoney(text) ?? 0) > 0, LOAN_MESSAGES.loanAmountInvalid)
    .transform((text) => Math.round(parseMoney(text)!)),
  lender: requiredText(LOAN_MESSAGES.lender),
  status: z.enum(LOAN_STATUSES, { error: LOAN_MESSAGES.status }),
  stage: z.enum(LOAN_STAGES, { error: LOAN_MESSAGES.stage }),
  dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, LOAN_MESSAGES.dueDate),
  propertyAddress: requiredText(LOAN_MESSAGES.propertyAddress),
  notes: z.string().trim(),
});

export type LoanFormInput = z.input<typeof loanFormSchema>;

export const EMPTY_LOAN_FORM: LoanFormInput = {
  borrowerName: '',
  loanType: '' as LoanFormInput['loanType'],
  loanAmount: '',
  lender: '',
  status: '' as LoanFormInput['status'],
  stage: '' as LoanFormInput['stage'],
  dueDate: '',
  propertyAddress: '',
  notes: '',
};

/** The form's values for editing a loan. */
export function loanFormValues(loan: LoanDraft): LoanFormInput {
  return { ...loan, loanAmount: loan.loanAmount.toLocaleString('en-US') };
}
