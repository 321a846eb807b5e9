import { z } from 'zod';

/** Loan program filter values of the lenders list (spec §2). */
export const LOAN_PROGRAMS = ['qm', 'non_qm', 'fha', 'va'] as const;
export type LoanProgramFilter = (typeof LOAN_PROGRAMS)[number];

/** An empty query parameter (`?search=`) means "no filter". */
const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string({ error: message }).trim().max(max, message).optional(),
  );

export const lendersQuery = z.object({
  search: optionalText(100, 'search must be at most 100 characters'),
  program: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(LOAN_PROGRAMS, { error: 'program must be one of qm, non_qm, fha, va' }).optional(),
  ),
  key: optionalText(100, 'key must be at most 100 characters'),
});
export type LendersQuery = z.output<typeof lendersQuery>;

const wholeNumber = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${name} must be a whole number from ${min} to ${max}`)
    .default(fallback);

/** GetLendersPage: the list's filters plus a page (`limit` 1–100, default 20; `offset` from 0). */
export const lendersPageQuery = lendersQuery.extend({
  limit: wholeNumber('limit', 1, 100, 20),
  offset: wholeNumber('offset', 0, 999_999_999, 0),
});

export const lenderIdParams = z.object({
  id: z.string().trim().min(1, 'Lender not found'),
});
