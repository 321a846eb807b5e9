// The rate sheet CSV format (docs/product.md "Pricing", Rate sheet formats): one record a line, its kind first, the
// product code second. Each line is read into the JSON shape and the whole is checked by the JSON
// schema; every problem is reported with the line it comes from, and nothing is stored until none is left.
import { CsvSyntaxError, parseCsv } from '../csv.ts';
import { checkSheetContent, pathText } from './sheetSchema.ts';
import type { RateSheetContent } from './types.ts';

export interface LineError {
  /** 1-based line of the file; 0 for the sheet as a whole. */
  line: number;
  message: string;
}

export type SheetReading = { ok: true; sheet: RateSheetContent } | { ok: false; errors: LineError[] };

type Draft = Record<string, unknown>;
interface DraftProduct extends Draft {
  prices: Draft[];
  locks: Draft[];
  adjustments: Draft[];
  eligibility: Draft;
}

const LIST_FIELDS = new Set([
  'loanClasses',
  'states',
  'purposes',
  'occupancies',
  'propertyTypes',
  'docTypes',
  'citizenships',
  'creditEvents',
  'mortgageLates',
]);
const BOOLEAN_FIELDS = new Set(['interestOnly', 'secondLien']);
const NUMBER_FIELDS = new Set(['minFico', 'minLoanAmount', 'maxLoanAmount', 'maxLtv', 'maxCltv', 'maxDti', 'minReservesMonths']);

function num(text: string | undefined): number {
  const value = (text ?? '').trim();
  return value === '' ? Number.NaN : Number(value);
}

function cell(text: string | undefined): number | null | string {
  const value = (text ?? '').trim();
  if (/^n\/?a$/i.test(value)) return null;
  const parsed = Number(value);
  return value !== '' && Number.isFinite(parsed) ? parsed : value;
}

/** 'occupancies=INVESTMENT;propertyTypes=CONDO|TOWNHOUSE;secondLien=yes' → the conditions object. */
function parseConditions(text: string | undefined): Draft | undefined {
  const value = (text ?? '').trim();
  if (value === '') return undefined;
  const result: Draft = {};
  for (const part of value.split(';')) {
    const [key = '', raw = ''] = part.split('=').map((piece) => piece.trim());
    result[key] = BOOLEAN_FIELDS.has(key) ? /^(yes|true)$/i.test(raw) : raw.split('|').map((item) => item.trim());
  }
  return result;
}

function trimTrailingBlanks(values: string[]): string[] {
  let end = values.length;
  while (end > 0 && values[end - 1] === '') end -= 1;
  return values.slice(0, end);
}

function parseBand(text: string): { min: number; max: number } | string {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*-\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
  return match ? { min: Number(match[1]), max: Number(match[2]) } : text;
}

export const RECORD_KINDS = ['sheet', 'product', 'price', 'lock', 'rule', 'ltvlimit', 'grid', 'gridcolumns', 'gridrow'] as const;

export function readSheetCsv(text: string): SheetReading {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      return { ok: false, errors: [{ line: error.line, message: error.message.replace(/^Line \d+: /, '') }] };
    throw error;
  }
  const errors: LineError[] = [];
  const sheet: Draft & { products: DraftProduct[] } = { products: [] };
  const products = new Map<string, { index: number; draft: DraftProduct }>();
  const grids = new Map<string, Draft & { rows?: Draft; columns?: Draft; values: unknown[][] }>();
  /** JSON path → the line that wrote it, to put the schema's issues back on their lines. */
  const lineOf = new Map<string, number>();

  for (const { line, fields } of records) {
    const [kindText = '', code = '', ...rest] = fields.map((field) => field.trim());
    const kind = kindText.toLowerCase();
    if (kind === 'record' || kind.startsWith('#')) continue; // the header row and comments
    const fail = (message: string) => errors.push({ line, message });
    if (kind === 'sheet') {
      sheet.effectiveAt = rest[0];
      sheet.expiresAt = rest[1];
      if (rest[2]) sheet.source = rest[2];
      lineOf.set('effectiveAt', line).set('expiresAt', line).set('source', line);
      continue;
    }
    if (!(RECORD_KINDS as readonly string[]).includes(kind)) {
      fail(`unknown record '${kindText}' (expected one of ${RECORD_KINDS.join(', ')})`);
      continue;
    }
    if (kind === 'product') {
      if (products.has(code)) {
        fail(`product ${code} is listed twice`);
        continue;
      }
      const draft: DraftProduct = {
        code,
        name: rest[0],
        loanType: rest[1],
        termYears: num(rest[2]),
        prices: [],
        locks: [],
        adjustments: [],
        eligibility: {},
      };
      products.set(code, { index: sheet.products.length, draft });
      lineOf.set(`products[${sheet.products.length}]`, line);
      sheet.products.push(draft);
      continue;
    }
    const product = products.get(code);
    if (!product) {
      fail(`product ${code || '(blank)'} has no product line above`);
      continue;
    }
    const base = `products[${product.index}]`;
    const { draft } = product;
    switch (kind) {
      case 'price':
        lineOf.set(`${base}.prices[${draft.prices.length}]`, line);
        draft.prices.push({ rate: num(rest[0]), price: num(rest[1]) });
        break;
      case 'lock':
        lineOf.set(`${base}.locks[${draft.locks.length}]`, line);
        draft.locks.push({ days: num(rest[0]), adjustment: num(rest[1]) });
        break;
      case 'rule': {
        const [field = '', value = ''] = rest;
        lineOf.set(`${base}.eligibility.${field}`, line);
        if (LIST_FIELDS.has(field)) draft.eligibility[field] = value.split('|').map((item) => item.trim());
        else if (BOOLEAN_FIELDS.has(field)) draft.eligibility[field] = /^(yes|true)$/i.test(value);
        else if (NUMBER_FIELDS.has(field)) draft.eligibility[field] = num(value);
        else fail(`unknown rule '${field}'`);
        break;
      }
      case 'ltvlimit': {
        const limits = (draft.eligibility.ltvLimits ??= []) as Draft[];
        lineOf.set(`${base}.eligibility.ltvLimits[${limits.length}]`, line);
        limits.push({ max: num(rest[0]), label: rest[1], ...parseConditions(rest[2]) });
        break;
      }
      case 'grid': {
        const [id = '', name, qualifier, rowDimension, rowLabel, columnDimension, columnLabel, when] = rest;
        const key = `${code}/${id}`;
        if (grids.has(key)) {
          fail(`grid ${id} of ${code} is listed twice`);
          break;
        }
        const grid: Draft & { rows?: Draft; columns?: Draft; values: unknown[][] } = { name, values: [] };
        if (rowDimension) grid.rows = { dimension: rowDimension, label: rowLabel, bands: [] };
        if (qualifier) grid.qualifier = qualifier;
        if (columnDimension) grid.columns = { dimension: columnDimension, label: columnLabel, bands: [] };
        const conditions = parseConditions(when);
        if (conditions) grid.when = conditions;
        grids.set(key, grid);
        lineOf.set(`${base}.adjustments[${draft.adjustments.length}]`, line);
        grid.path = `${base}.adjustments[${draft.adjustments.length}]`;
        draft.adjustments.push(grid);
        break;
      }
      case 'gridcolumns':
      case 'gridrow': {
        const [id = '', ...values] = rest;
        const grid = grids.get(`${code}/${id}`);
        if (!grid) {
          fail(`grid ${id || '(blank)'} of ${code} has no grid line above`);
          break;
        }
        const path = grid.path as string;
        if (kind === 'gridcolumns') {
          if (!grid.columns) fail(`grid ${id} has no column dimension`);
          else {
            lineOf.set(`${path}.columns`, line);
            grid.columns.bands = values.filter((value) => value !== '').map(parseBand);
          }
        } else {
          // A grid without row bands (a flat adjustment) has its value first; otherwise the band comes first.
          const cells = grid.rows ? values.slice(1) : values;
          lineOf.set(`${path}.values[${grid.values.length}]`, line);
          if (grid.rows) {
            const bands = grid.rows.bands as unknown[];
            lineOf.set(`${path}.rows.bands[${bands.length}]`, line);
            bands.push(parseBand(values[0] ?? ''));
          }
          grid.values.push(trimTrailingBlanks(cells).map(cell));
        }
        break;
      }
    }
  }
  for (const grid of grids.values()) delete grid.path;
  if (errors.length > 0) return { ok: false, errors };

  const checked = checkSheetContent(sheet);
  if (checked.ok) return checked;
  return {
    ok: false,
    errors: checked.issues
      .map((issue) => {
        const where = pathText(issue.path);
        return { line: lineFor(lineOf, where), message: `${where || 'sheet'} ${issue.message}` };
      })
      .sort((a, b) => a.line - b.line),
  };
}

/** The line of the longest recorded path that the issue's path starts with. */
function lineFor(lineOf: Map<string, number>, where: string): number {
  let best = 0;
  let bestLength = -1;
  for (const [path, line] of lineOf) {
    if ((where === path || where.startsWith(`${path}.`) || where.startsWith(`${path}[`)) && path.length > bestLength) {
      best = line;
      bestLength = path.length;
    }
  }
  return best;
}
