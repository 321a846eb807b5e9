// Spec §5 "Add Loan form": every field but the notes is required, with these messages (@lendhub/domain/loans).
import { LOAN_MESSAGES, MAX_LOAN_AMOUNT } from '@lendhub/domain/loans';
import { z } from 'zod';
import { parseMoney } from '../../shared/format/currency';
import { LOAN_STAGE_OPTIONS, LOAN_STATUS_OPTIONS, LOAN_TYPE_OPTIONS, type LoanStage, type LoanStatus, type LoanType } from './loanOptions';

export { LOAN_MESSAGES };

const requiredText = (message: string) => z.string().trim().min(1, message);
const oneOf = (options: ReadonlyArray<{ value: string }>, message: string) =>
  z.string().refine((value) => options.some((option) => option.value === value), message);

export const loanFormSchema = z
  .object({
    borrowerName: requiredText(LOAN_MESSAGES.borrowerName),
    loanType: oneOf(LOAN_TYPE_OPTIONS, LOAN_MESSAGES.loanType),
    loanAmount: z
      .string()
      .trim()
      .min(1, { error: LOAN_MESSAGES.loanAmount, abort: true })
      .refine((text) => (parseMoney(text) ?? 0) > 0, { error: LOAN_MESSAGES.loanAmountInvalid, abort: true })
      .refine((text) => parseMoney(text)! <= MAX_LOAN_AMOUNT, LOAN_MESSAGES.loanAmountTooLarge)
      .transform((text) => Math.round(parseMoney(text)!)),
    lenderId: requiredText(LOAN_MESSAGES.lender),
    status: oneOf(LOAN_STATUS_OPTIONS, LOAN_MESSAGES.status),
    stage: oneOf(LOAN_STAGE_OPTIONS, LOAN_MESSAGES.stage),
    dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, LOAN_MESSAGES.dueDate),
    propertyAddress: requiredText(LOAN_MESSAGES.propertyAddress),
    notes: z.string().trim(),
    /** Asked only when the loan becomes Funded; blank = today. */
    fundedDate: z.string().trim(),
  })
  .refine((loan) => loan.status !== 'FUNDED' || loan.stage === 'CLOSING', { message: LOAN_MESSAGES.fundedStage, path: ['stage'] });

export type LoanFormInput = z.input<typeof loanFormSchema>;
export type LoanFormOutput = z.output<typeof loanFormSchema>;

/** What the mutations send: the form's values with the enums typed. */
export interface LoanFields {
  borrowerName: string;
  loanType: LoanType;
  loanAmount: number;
  lenderId: string;
  status: LoanStatus;
  stage: LoanStage;
  dueDate: string;
  propertyAddress: string;
  notes: string | null;
  fundedDate: string | null;
}

export function loanFields(values: LoanFormOutput): LoanFields {
  return {
    ...values,
    loanType: values.loanType as LoanType,
    status: values.status as LoanStatus,
    stage: values.stage as LoanStage,
    notes: values.notes || null,
    fundedDate: values.fundedDate || null,
  };
}

export const EMPTY_LOAN_FORM: LoanFormInput = {
  borrowerName: '',
  loanType: '',
  loanAmount: '',
  lenderId: '',
  status: '',
  stage: '',
  dueDate: '',
  propertyAddress: '',
  notes: '',
  fundedDate: '',
};

/** The form's values for editing a loan. */
export function loanFormValues(loan: {
  borrowerName: string;
  loanType: string;
  loanAmount: number;
  lenderId: string | null | undefined;
  status: string;
  stage: string;
  dueDate: string;
  propertyAddress: string;
  notes: string | null | undefined;
  fundedDate: string | null | undefined;
}): LoanFormInput {
  return {
    borrowerName: loan.borrowerName,
    loanType: loan.loanType,
    loanAmount: loan.loanAmount.toLocaleString('en-US'),
    lenderId: loan.lenderId ?? '',
    status: loan.status,
    stage: loan.stage,
    dueDate: loan.dueDate,
    propertyAddress: loan.propertyAddress,
    notes: loan.notes ?? '',
    fundedDate: loan.fundedDate ?? '',
  };
}
