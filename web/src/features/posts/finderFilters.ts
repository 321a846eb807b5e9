import { SCENARIO_PROGRAMS } from '@lendhub/domain/pricing';

/** The Lender Finder's filters as the URL keeps them (`?lender=<Lender id>&program=QM+Loan`). */
export interface FinderFilters {
  lenderId: string | null;
  program: string | null;
}

export function finderFiltersFrom(params: URLSearchParams): FinderFilters {
  const program = params.get('program');
  return {
    lenderId: params.get('lender') || null,
    // An unknown programme in a hand-typed URL shows the whole feed rather than an error.
    program: program && (SCENARIO_PROGRAMS as readonly string[]).includes(program) ? program : null,
  };
}

/** The search string for new filters, keeping the page's other parameters. */
export function withFinderFilters(params: URLSearchParams, filters: FinderFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of [
    ['lender', filters.lenderId],
    ['program', filters.program],
  ] as const) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
