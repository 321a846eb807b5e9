import { z } from 'zod';
import {
  LOAN_MESSAGES,
  LOAN_STAGES,
  LOAN_STATUSES,
  LOAN_TYPES,
  MAX_LOAN_AMOUNT,
  type LoanStage,
  type LoanStatus,
  type LoanType,
} from '../loans.ts';
import { isIsoDate } from './calendar.ts';
import { optionalPlainText, requiredPlainText } from './fields.ts';
import { idQueryParam, idsQuery, parseId } from './ids.ts';
import { takesDraft, type FormDraft } from './draft.ts';
import { restRoute } from './route.ts';

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
/** What a client sends (the schema's input: "$350,000" accepted; a field left out is answered with its message). */
export type LoanBody = FormDraft<z.input<typeof loanBody>>;

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

/** A loan as the API returns it (spec §3 "Loan" plus owner, lender link, funded date and timestamps). */
export interface LoanDto {
  id: number;
  ownerId: number;
  ownerName: string;
  borrowerName: string;
  loanType: LoanType;
  loanAmount: number;
  status: LoanStatus;
  stage: LoanStage;
  lenderId: number | null;
  lender: string;
  dueDate: string;
  propertyAddress: string;
  notes: string | null;
  fundedDate: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One line of a loan's history. `fromStatus`/`fromStage` are null on the line that records its creation. */
export interface LoanEventDto {
  id: number;
  loanId: number;
  actorId: number | null;
  actorName: string;
  fromStatus: LoanStatus | null;
  toStatus: LoanStatus;
  fromStage: LoanStage | null;
  toStage: LoanStage;
  createdAt: string;
}

/** A page of loans, newest first, and how many match the filters in all. */
export interface LoanPageDto {
  items: LoanDto[];
  totalCount: number;
}

export interface LoanStatsDto {
  totalLoans: number;
  byStatus: Array<{ status: LoanStatus; count: number; volume: number }>;
  byStage: Array<{ stage: LoanStage; count: number }>;
  /** Sum of the amounts of loans still being worked (Pending to Approved). */
  volumeInProcess: number;
  /** Open loans due from today to six days on (UTC). */
  dueThisWeek: number;
}

const WRITE_MESSAGES = {
  notFound: LOAN_MESSAGES.notFound,
  lenderUnknown: LOAN_MESSAGES.lenderUnknown,
  startStatus: LOAN_MESSAGES.startStatus,
  move: LOAN_MESSAGES.move,
  fundedStage: LOAN_MESSAGES.fundedStage,
  fundedDateFuture: LOAN_MESSAGES.fundedDateFuture,
} as const;

/**
 * The loan pipeline under /api/Loans (docs/product.md "Loan pipeline"): an officer sees their own loans, an Admin
 * all (filter `ownerId`), an account executive the loans submitted to their lender, read-only.
 */
export const loanRoutes = {
  list: restRoute<LoanPageDto>()({ method: 'GET', path: '/api/Loans', query: loansQuery }),
  byIds: restRoute<LoanDto[]>()({ method: 'GET', path: '/api/Loans/GetLoansByIds', query: idsQuery }),
  stats: restRoute<LoanStatsDto>()({ method: 'GET', path: '/api/Loans/Stats', query: loanStatsQuery }),
  create: restRoute<LoanDto>()({
    method: 'POST',
    path: '/api/Loans',
    body: takesDraft(loanBody),
    messages: { ok: LOAN_MESSAGES.added, ...WRITE_MESSAGES },
  }),
  get: restRoute<LoanDto>()({ method: 'GET', path: '/api/Loans/:id', messages: { notFound: LOAN_MESSAGES.notFound } }),
  history: restRoute<LoanEventDto[]>()({ method: 'GET', path: '/api/Loans/:id/History', messages: { notFound: LOAN_MESSAGES.notFound } }),
  update: restRoute<LoanDto>()({
    method: 'PUT',
    path: '/api/Loans/:id',
    body: takesDraft(loanBody),
    messages: { ok: LOAN_MESSAGES.updated, ...WRITE_MESSAGES },
  }),
  delete: restRoute<{ loanId: number }>()({
    method: 'DELETE',
    path: '/api/Loans/:id',
    messages: { ok: LOAN_MESSAGES.deleted, notFound: LOAN_MESSAGES.notFound, funded: LOAN_MESSAGES.fundedDelete },
  }),
};
