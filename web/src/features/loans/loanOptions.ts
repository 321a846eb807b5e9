// The loan pipeline's option lists and labels (@lendhub/domain/loans), as GraphQL enum values for the forms.
import { LOAN_STAGES, LOAN_START_STATUSES, LOAN_STATUSES, LOAN_TYPES, loanEnumValue, loanLabelOf } from '@lendhub/domain/loans';
import type { LoanStage, LoanStatus, LoanType } from '../../__generated__/useLoanSummary_loan.graphql';
import type { SelectOption } from '../../shared/ui/OptionSelect';

export type { LoanStage, LoanStatus, LoanType };

const optionsOf = (labels: readonly string[]): SelectOption[] => labels.map((label) => ({ value: loanEnumValue(label), label }));

export const LOAN_TYPE_OPTIONS = optionsOf(LOAN_TYPES);
export const LOAN_STATUS_OPTIONS = optionsOf(LOAN_STATUSES);
export const LOAN_START_STATUS_OPTIONS = optionsOf(LOAN_START_STATUSES);
export const LOAN_STAGE_OPTIONS = optionsOf(LOAN_STAGES);

/** In order: the stepper on the loan page walks through them. */
export const LOAN_STAGE_VALUES = LOAN_STAGE_OPTIONS.map((option) => option.value as LoanStage);

export const statusLabel = (value: string): string => loanLabelOf(LOAN_STATUSES, value) ?? value;
export const stageLabel = (value: string): string => loanLabelOf(LOAN_STAGES, value) ?? value;
export const typeLabel = (value: string): string => loanLabelOf(LOAN_TYPES, value) ?? value;

/** Chakra colour palette of each status tag. */
export const STATUS_PALETTE: Record<string, string> = {
  PENDING: 'gray',
  IN_PROCESS: 'orange',
  SUBMITTED: 'blue',
  APPROVED: 'green',
  FUNDED: 'teal',
  WITHDRAWN: 'red',
};
