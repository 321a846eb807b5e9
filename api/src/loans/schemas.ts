import { LOAN_MESSAGES, LOAN_STAGES, LOAN_STATUSES, LOAN_TYPES, MAX_COMPENSATION_BPS, MAX_LOAN_AMOUNT } from '@lendhub/domain/loans';
import { z } from 'zod';
import { isIsoDate } from '@lendhub/domain/rest/calendar';
import { integerFrom, optionalPlainText, requiredPlainText } from '../forms/fields.ts';
import { idQueryParam, parseId } from '../http/ids.ts';

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.enum(values, { error: message }));

const day = (message: string) => z.string({ error: message }).trim().refine(isIsoDate, message);

/** A whole-dollar amount from a number or a text such as "$350,000". */
const loanAmount = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/[$,\s]/g, '') : value),
  z.union([z.number(), z.string()], { error: LOAN_MESSAGES.loanAmount }).pipe(
    z.preprocess(
      (value) => (value === '' ? undefined : typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : value),
      z
        .number({ error: (issue) => (issue.input === undefined ? LOAN_MESSAGES.loanAmount : LOAN_MESSAGES.loanAmountInvalid) })
        .positive(LOAN_MESSAGES.loanAmountInvalid)
        .max(MAX_LOAN_AMOUNT, LOAN_MESSAGES.loanAmountTooLarge)
        .transform(Math.round),
    ),
  ),
);

/** Spec §5 "Add Loan form": every field but the notes is required, with its message; the lender is a directory id. */
export const loanBody = z.object({
  borrowerName: requiredPlainText(LOAN_MESSAGES.borrowerName, 200),
  loanType: choice(LOAN_TYPES, LOAN_MESSAGES.loanType),
  loanAmount,
  status: choice(LOAN_STATUSES, LOAN_MESSAGES.status),
  stage: choice(LOAN_STAGES, LOAN_MESSAGES.stage),
  lenderId: z.preprocess(
    (value) => (typeof value === 'string' ? parseId(value.trim()) : value),
    z.number({ error: LOAN_MESSAGES.lender }).int(LOAN_MESSAGES.lender).positive(LOAN_MESSAGES.lender),
  ),
  dueDate: day(LOAN_MESSAGES.dueDate),
  propertyAddress: requiredPlainText(LOAN_MESSAGES.propertyAddress, 300),
  notes: optionalPlainText(2000),
  /** Only read when the loan becomes Funded; today (UTC) when left out. */
  fundedDate: z.preprocess((value) => (value === '' || value === null ? undefined : value), day(LOAN_MESSAGES.fundedDate).optional()),
});

export type LoanInput = z.output<typeof loanBody>;

export const loansQuery = z.object({
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
  status: z.enum(LOAN_STATUSES, { error: `status must be one of ${LOAN_STATUSES.join(', ')}` }).optional(),
  ownerId: idQueryParam('ownerId must be a positive whole number'),
  limit: z.coerce
    .number({ error: 'limit must be between 1 and 100' })
    .int('limit must be between 1 and 100')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(10),
  beforeId: idQueryParam('beforeId must be a positive whole number'),
});

export const loanStatsQuery = z.object({
  ownerId: idQueryParam('ownerId must be a positive whole number'),
});

export const compensationBody = z.object({
  compensationBps: integerFrom('Please enter compensation in basis points').pipe(
    z
      .number()
      .min(0, `Compensation must be between 0 and ${MAX_COMPENSATION_BPS} basis points`)
      .max(MAX_COMPENSATION_BPS, `Compensation must be between 0 and ${MAX_COMPENSATION_BPS} basis points`),
  ),
});
