import {
  LOAN_STAGES,
  LOAN_STATUSES,
  LOAN_TYPES,
  loanEnumValue,
  loanLabelOf,
  type LoanStage,
  type LoanStatus,
  type LoanType,
} from '@lendhub/domain/loans';
import type { LoanStage as GqlLoanStage, LoanStatus as GqlLoanStatus, LoanType as GqlLoanType } from '../generated/resolvers.ts';

/** The API stores the spec's labels ('In Process', 'Non-QM'); GraphQL enums are IN_PROCESS, NON_QM (@lendhub/domain/loans). */
export const statusEnum = (label: LoanStatus) => loanEnumValue(label) as GqlLoanStatus;
export const stageEnum = (label: LoanStage) => loanEnumValue(label) as GqlLoanStage;
export const typeEnum = (label: LoanType) => loanEnumValue(label) as GqlLoanType;

export const statusLabel = (value: GqlLoanStatus): LoanStatus => loanLabelOf(LOAN_STATUSES, value)!;
export const stageLabel = (value: GqlLoanStage): LoanStage => loanLabelOf(LOAN_STAGES, value)!;
export const typeLabel = (value: GqlLoanType): LoanType => loanLabelOf(LOAN_TYPES, value)!;
