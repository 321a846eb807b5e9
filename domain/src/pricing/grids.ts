import { bandLabel, formatPoints } from './labels.ts';
import type { AdjustmentGrid, Band, Conditions, GridDimension, LoanClass, PricingScenario } from './types.ts';

/** The scenario's value of a grid dimension. LTV and CLTV are rounded to 2 decimals as sheets print them. */
export function dimensionValue(dimension: GridDimension, scenario: PricingScenario, ltv: number): number | undefined {
  switch (dimension) {
    case 'fico':
      return scenario.fico;
    case 'ltv':
    case 'cltv':
      return ltv;
    case 'loanAmount':
      return scenario.loanAmount;
    case 'dti':
      return scenario.dti;
    case 'reservesMonths':
      return scenario.reservesMonths;
    case 'financedProperties':
      return scenario.financedProperties;
    case 'units':
      return scenario.units;
  }
}

/**
 * A value falls in the band that holds it; sheets print bands as 80.01–85, so a value between two
 * printed bands (80.005) goes to the higher one — the first band whose max is not below it.
 */
export function findBand(bands: readonly Band[], value: number): number {
  return bands.findIndex((band) => value >= band.min - 0.01 && value <= band.max);
}

export function conditionsHold(when: Conditions | undefined, scenario: PricingScenario, loanClass: LoanClass): boolean {
  if (!when) return true;
  if (when.purposes && !when.purposes.includes(scenario.purpose)) return false;
  if (when.occupancies && !when.occupancies.includes(scenario.occupancy)) return false;
  if (when.propertyTypes && !when.propertyTypes.includes(scenario.propertyType)) return false;
  if (when.loanClasses && !when.loanClasses.includes(loanClass)) return false;
  if (when.docTypes && !when.docTypes.includes(scenario.docType)) return false;
  if (when.citizenships && (!scenario.citizenship || !when.citizenships.includes(scenario.citizenship))) return false;
  if (when.secondLien !== undefined && when.secondLien !== scenario.hasSecondLien) return false;
  if (when.interestOnly !== undefined && when.interestOnly !== scenario.interestOnly) return false;
  return true;
}

export type GridReading = { kind: 'skip' } | { kind: 'line'; label: string; points: number } | { kind: 'refused'; reason: string };

/** The grid's cell for the scenario: a named line, nothing (the grid does not apply), or a refusal (an n/a cell). */
export function readGrid(grid: AdjustmentGrid, scenario: PricingScenario, ltv: number, loanClass: LoanClass): GridReading {
  if (!conditionsHold(grid.when, scenario, loanClass)) return { kind: 'skip' };
  // A grid without axes is named by its name; otherwise by its cell.
  let label = grid.rows || grid.columns ? '' : grid.name;
  let row = 0;
  if (grid.rows) {
    const rowValue = dimensionValue(grid.rows.dimension, scenario, ltv);
    if (rowValue === undefined) return { kind: 'skip' };
    row = findBand(grid.rows.bands, rowValue);
    if (row < 0) return { kind: 'skip' };
    label = `${grid.rows.label} ${bandLabel(grid.rows.dimension, grid.rows.bands[row]!)}`;
  }
  let column = 0;
  if (grid.columns) {
    const columnValue = dimensionValue(grid.columns.dimension, scenario, ltv);
    if (columnValue === undefined) return { kind: 'skip' };
    column = findBand(grid.columns.bands, columnValue);
    if (column < 0) return { kind: 'skip' };
    label += `${grid.rows ? ' × ' : ''}${grid.columns.label} ${bandLabel(grid.columns.dimension, grid.columns.bands[column]!)}`;
  }
  if (grid.qualifier) label += ` (${grid.qualifier})`;
  const cell = grid.values[row]?.[column];
  if (cell === null || cell === undefined) return { kind: 'refused', reason: `${label}: not offered` };
  return { kind: 'line', label, points: cell };
}

/** The breakdown's text of a line: 'Credit score 700–719 × LTV 85.01–90% (purchase): −1.250'. */
export function lineText(label: string, points: number): string {
  return `${label}: ${formatPoints(points)}`;
}
