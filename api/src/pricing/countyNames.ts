import type { ZipCountyDto } from '@lendhub/domain/rest/pricing';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { stateNamesFile, zipCountyFile } from './referenceFiles.ts';

export type ZipCounty = ZipCountyDto;

interface ZipTables {
  byZip: Map<string, ZipCounty[]>;
  /** County names as the crosswalk spells them ('Los Angeles'), by FIPS. */
  nameByFips: Map<string, string>;
}

let tables: ZipTables | undefined;

/** The ZIP crosswalk, read once (≈54,000 lines, a few ms). A ZIP spanning counties lists each. */
function zipTables(): ZipTables {
  if (tables) return tables;
  const byZip = new Map<string, ZipCounty[]>();
  const nameByFips = new Map<string, string>();
  const lines = readFileSync(zipCountyFile(), 'utf8').split(/\r?\n/);
  for (const line of lines.slice(1)) {
    const [zip, fips, county, state] = line.split(',');
    if (!zip || !fips || !county || !state) continue;
    const entry = { fips: fips.padStart(5, '0'), county, state };
    nameByFips.set(entry.fips, county);
    const list = byZip.get(zip) ?? [];
    if (!list.some((existing) => existing.fips === entry.fips)) list.push(entry);
    byZip.set(zip, list);
  }
  tables = { byZip, nameByFips };
  return tables;
}

export function countiesOfZip(zip: string): ZipCounty[] {
  return zipTables().byZip.get(zip) ?? [];
}

const SUFFIXES: [string, string][] = [
  ['CITYANDBOROUGH', 'City and Borough'],
  ['CENSUSAREA', 'Census Area'],
  ['MUNICIPALITY', 'Municipality'],
  ['PLANNINGREGION', 'Planning Region'],
  ['BOROUGH', 'Borough'],
  ['COUNTY', 'County'],
  ['PARISH', 'Parish'],
  ['CITY', 'City'],
];

const squash = (text: string) => text.replace(/[^A-Za-z]/g, '').toUpperCase();

/**
 * A display name for FHFA's county name ('LOSANGELESCOUNTY' → 'Los Angeles County'): the crosswalk's
 * spelling of the FIPS code plus FHFA's kind of county; mixed-case names ('CapitolPlanningRegion')
 * are split at their capitals; otherwise FHFA's text in title case.
 */
export function countyDisplayName(fips: string, fhfaName: string): string {
  if (/[a-z]/.test(fhfaName)) return fhfaName.replace(/([a-z])([A-Z])/g, '$1 $2');
  const known = zipTables().nameByFips.get(fips);
  const suffix = SUFFIXES.find(([code]) => fhfaName.endsWith(code));
  if (known) {
    return suffix && squash(known) !== fhfaName && !squash(known).endsWith(suffix[0]) ? `${known} ${suffix[1]}` : known;
  }
  const stem = suffix ? fhfaName.slice(0, -suffix[0].length) : fhfaName;
  const title = stem.charAt(0) + stem.slice(1).toLowerCase();
  return suffix ? `${title} ${suffix[1]}` : title;
}

let stateNames: Map<string, string> | undefined;

const TERRITORIES: Record<string, string> = {
  PR: 'Puerto Rico',
  GU: 'Guam',
  VI: 'U.S. Virgin Islands',
  MP: 'Northern Mariana Islands',
  AS: 'American Samoa',
};

/** 'CA' → 'California' (the package lists states in capitals). */
export function stateName(code: string): string {
  if (!stateNames) {
    const { abbr } = createRequire(import.meta.url)(stateNamesFile()) as { abbr: Record<string, string> };
    stateNames = new Map(
      Object.entries(abbr).map(([key, name]) => [
        key,
        name
          .toLowerCase()
          .replace(/\b([a-z])/g, (letter) => letter.toUpperCase())
          .replace(/\bOf\b/g, 'of'),
      ]),
    );
  }
  return TERRITORIES[code] ?? stateNames.get(code) ?? code;
}
