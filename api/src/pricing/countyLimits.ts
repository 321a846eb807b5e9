// FHFA conforming loan limits by county (api/reference/fhfa, as published), read once per year on first use.
import type { LoanLimits } from '@lendhub/domain/pricing';
import { LIMIT_YEARS, type CountyLimitRowDto, type LimitYear } from '@lendhub/domain/rest/pricing';
import { readFileSync } from 'node:fs';
import { countyDisplayName, stateName } from './countyNames.ts';
import { fhfaLimitsFile } from './referenceFiles.ts';

// The years and the row are the REST contract's (@lendhub/domain/rest/pricing): the limits modal answers these rows.
export { LIMIT_YEARS, type LimitYear } from '@lendhub/domain/rest/pricing';
export type CountyLimitRow = CountyLimitRowDto;

interface YearTable {
  byFips: Map<string, CountyLimitRow>;
  /** The national baseline by units: the lowest limit of the list. */
  baseline: [number, number, number, number];
}

const years = new Map<number, YearTable>();

function yearTable(year: LimitYear): YearTable {
  const cached = years.get(year);
  if (cached) return cached;
  const byFips = new Map<string, CountyLimitRow>();
  const baseline: [number, number, number, number] = [Infinity, Infinity, Infinity, Infinity];
  for (const line of readFileSync(fhfaLimitsFile(year), 'utf8').split(/\r?\n/).slice(1)) {
    const [stateFips, countyFips, name, state, , ...units] = line.split('|');
    if (!stateFips || !countyFips || !name || !state || units.length < 4) continue;
    const fips = `${stateFips}${countyFips}`;
    const limits = units.slice(0, 4).map(Number) as CountyLimitRow['limits'];
    limits.forEach((limit, index) => (baseline[index] = Math.min(baseline[index]!, limit)));
    byFips.set(fips, { fips, state, stateName: stateName(state), county: countyDisplayName(fips, name), limits });
  }
  const table = { byFips, baseline };
  years.set(year, table);
  return table;
}

/** The national baseline by units (1-4) of a year. */
export function baselineLimits(year: LimitYear): number[] {
  return [...yearTable(year).baseline];
}

export function isLimitYear(year: number): year is LimitYear {
  return (LIMIT_YEARS as readonly number[]).includes(year);
}

/** The list's year for a date: the latest shipped year not after it. */
export function limitYearFor(date: Date): LimitYear {
  const year = date.getUTCFullYear();
  return [...LIMIT_YEARS].reverse().find((candidate) => candidate <= year) ?? LIMIT_YEARS[0];
}

export function countyRow(year: LimitYear, fips: string): CountyLimitRow | undefined {
  return yearTable(year).byFips.get(fips);
}

export function countiesOfState(year: LimitYear, state: string): CountyLimitRow[] {
  return [...yearTable(year).byFips.values()].filter((row) => row.state === state).sort((a, b) => a.county.localeCompare(b.county));
}

export function statesWithLimits(year: LimitYear): { code: string; name: string }[] {
  const codes = new Set([...yearTable(year).byFips.values()].map((row) => row.state));
  return [...codes].map((code) => ({ code, name: stateName(code) })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The engine's limits for a county and number of units: baseline and the county's own (the baseline when FHFA does not list it). */
export function loanLimitsFor(year: LimitYear, fips: string, units: 1 | 2 | 3 | 4): LoanLimits & { listed: boolean } {
  const table = yearTable(year);
  const conforming = table.baseline[units - 1]!;
  const row = table.byFips.get(fips);
  return { conforming, county: row ? row.limits[units - 1]! : conforming, listed: row !== undefined };
}

/**
 * Limits for a Lender Finder post, which names a state, not a county: the baseline, and as the
 * high-balance ceiling the state's highest county limit (a loan fits somewhere in the state; the
 * pricer, given the ZIP, answers for the county).
 */
export function stateLoanLimits(year: LimitYear, state: string, units: 1 | 2 | 3 | 4): LoanLimits {
  const table = yearTable(year);
  const conforming = table.baseline[units - 1]!;
  const counties = [...table.byFips.values()].filter((row) => row.state === state);
  return { conforming, county: Math.max(conforming, ...counties.map((row) => row.limits[units - 1]!)) };
}
