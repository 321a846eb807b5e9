import type { LoanProgram } from '../../__generated__/LendersRouteQuery.graphql';

/** Loan program filter values as they appear in the URL (spec §2 "Lenders list"). */
export const PROGRAM_OPTIONS = [
  { value: 'qm', label: 'QM', program: 'QM' },
  { value: 'non_qm', label: 'Non-QM', program: 'NON_QM' },
  { value: 'fha', label: 'FHA', program: 'FHA' },
  { value: 'va', label: 'VA', program: 'VA' },
] as const satisfies readonly { value: string; label: string; program: LoanProgram }[];

/** Lender keys of the lender selector (slugs of seeded lenders). */
export const LENDER_KEY_OPTIONS = [
  { value: 'mega_capital', label: 'Mega Capital Funding' },
  { value: 'provident', label: 'Provident Funding' },
  { value: 'remn', label: 'REMN Wholesale' },
  { value: 'rocket', label: 'Rocket Pro' },
  { value: 'change_wholesale', label: 'Change Wholesale' },
] as const;

export interface LenderFilters {
  /** '' or one of PROGRAM_OPTIONS' values. */
  program: string;
  search: string;
  /** '' or one of LENDER_KEY_OPTIONS' values. */
  lenderKey: string;
}

export const NO_FILTERS: LenderFilters = { program: '', search: '', lenderKey: '' };

/** Reads the filters from the URL, ignoring unknown values so a hand-edited URL cannot break the query. */
export function filtersFromSearchParams(params: URLSearchParams): LenderFilters {
  const program = params.get('program') ?? '';
  const lenderKey = params.get('lender') ?? '';
  return {
    program: PROGRAM_OPTIONS.some((o) => o.value === program) ? program : '',
    search: (params.get('search') ?? '').slice(0, 100),
    lenderKey: LENDER_KEY_OPTIONS.some((o) => o.value === lenderKey) ? lenderKey : '',
  };
}

/** The URL form of the filters; empty filters are left out to keep URLs short. */
export function filtersToSearchParams(filters: LenderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.program) params.set('program', filters.program);
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.lenderKey) params.set('lender', filters.lenderKey);
  return params;
}

export interface LenderQueryVariables {
  program: LoanProgram | null;
  search: string | null;
  lenderKey: string | null;
}

export function filtersToVariables(filters: LenderFilters): LenderQueryVariables {
  return {
    program: PROGRAM_OPTIONS.find((o) => o.value === filters.program)?.program ?? null,
    search: filters.search.trim() || null,
    lenderKey: filters.lenderKey || null,
  };
}
