// The rate sheet JSON format (docs/product.md "Pricing", Rate sheet formats) as a zod schema: what an import must hold
// before anything is stored. The CSV format is read into the same shape and checked by it.
import { z } from 'zod';
import {
  CITIZENSHIPS,
  CREDIT_EVENTS,
  DOC_TYPES,
  GRID_DIMENSIONS,
  LOAN_CLASSES,
  LOAN_PURPOSES,
  LOAN_TYPES,
  LOCK_DAYS,
  MORTGAGE_LATES,
  OCCUPANCIES,
  PROPERTY_TYPES,
  TERMS,
  type RateSheetContent,
} from './types.ts';

/** At most this many products and rates keep a sheet priced well under the 100 ms budget. */
export const SHEET_LIMITS = { products: 40, prices: 80, grids: 40, bands: 30 } as const;

const points = z
  .number({ error: 'must be a number' })
  .finite()
  .min(-50, 'must be between -50 and 50')
  .max(50, 'must be between -50 and 50');
const listOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values, { error: `must be one of ${values.join(', ')}` })).min(1, 'must name at least one value');

/** A number from a fixed list (terms, lock days). */
const oneOf = <T extends number>(values: readonly T[]) =>
  z
    .number({ error: `must be one of ${values.join(', ')}` })
    .refine(
      (value): value is T => (values as readonly number[]).includes(value),
      `must be one of ${values.join(', ')}`,
    ) as unknown as z.ZodType<T>;

const conditions = {
  purposes: listOf(LOAN_PURPOSES).optional(),
  occupancies: listOf(OCCUPANCIES).optional(),
  propertyTypes: listOf(PROPERTY_TYPES).optional(),
  loanClasses: listOf(LOAN_CLASSES).optional(),
  docTypes: listOf(DOC_TYPES).optional(),
  citizenships: listOf(CITIZENSHIPS).optional(),
  secondLien: z.boolean().optional(),
  interestOnly: z.boolean().optional(),
};

const band = z
  .object({ min: z.number({ error: 'must be a number' }).finite(), max: z.number({ error: 'must be a number' }).finite() })
  .refine((value) => value.min <= value.max, 'band min must not be above its max');

const axis = z.object({
  dimension: z.enum(GRID_DIMENSIONS, { error: `must be one of ${GRID_DIMENSIONS.join(', ')}` }),
  label: z.string().trim().min(1, 'is required'),
  bands: z.array(band).min(1, 'needs at least one band').max(SHEET_LIMITS.bands),
});

const grid = z
  .object({
    name: z.string().trim().min(1, 'is required'),
    qualifier: z.string().trim().min(1).optional(),
    when: z.object(conditions).strict().optional(),
    rows: axis.optional(),
    columns: axis.optional(),
    values: z.array(z.array(points.nullable())),
  })
  .superRefine((value, ctx) => {
    const width = value.columns?.bands.length ?? 1;
    const height = value.rows?.bands.length ?? 1;
    if (value.values.length !== height) {
      ctx.addIssue({ code: 'custom', path: ['values'], message: `has ${value.values.length} rows; the grid has ${height}` });
    }
    value.values.forEach((row, index) => {
      if (row.length !== width)
        ctx.addIssue({ code: 'custom', path: ['values', index], message: `has ${row.length} cells; the grid has ${width} columns` });
    });
  });

const eligibility = z.object({
  loanClasses: listOf(LOAN_CLASSES),
  minFico: z.number({ error: 'must be a number' }).int().min(300, 'must be between 300 and 850').max(850, 'must be between 300 and 850'),
  minLoanAmount: z.number({ error: 'must be a number' }).int().min(0),
  maxLoanAmount: z.number({ error: 'must be a number' }).int().positive().optional(),
  maxLtv: z.number({ error: 'must be a number' }).min(1, 'must be between 1 and 100').max(100, 'must be between 1 and 100'),
  ltvLimits: z
    .array(
      z
        .object({
          ...conditions,
          max: z.number({ error: 'must be a number' }).min(1).max(100),
          label: z.string().trim().min(1, 'is required'),
        })
        .strict(),
    )
    .optional(),
  maxCltv: z.number({ error: 'must be a number' }).min(1).max(105).optional(),
  maxDti: z.number({ error: 'must be a number' }).min(1).max(100).optional(),
  states: z
    .array(z.string().regex(/^[A-Z]{2}$/, 'must be two-letter state codes'))
    .min(1)
    .optional(),
  purposes: listOf(LOAN_PURPOSES).optional(),
  occupancies: listOf(OCCUPANCIES).optional(),
  propertyTypes: listOf(PROPERTY_TYPES).optional(),
  docTypes: listOf(DOC_TYPES).optional(),
  citizenships: listOf(CITIZENSHIPS).optional(),
  creditEvents: listOf(CREDIT_EVENTS).optional(),
  mortgageLates: listOf(MORTGAGE_LATES).optional(),
  minReservesMonths: z.number({ error: 'must be a number' }).int().min(0).optional(),
  interestOnly: z.boolean().optional(),
});

const product = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1-40 letters, digits, - or _'),
    name: z.string().trim().min(1, 'is required').max(120),
    loanType: z.enum(LOAN_TYPES, { error: `must be one of ${LOAN_TYPES.join(', ')}` }),
    termYears: oneOf(TERMS),
    prices: z
      .array(
        z.object({
          rate: z.number({ error: 'must be a number' }).gt(0, 'must be above 0').max(20, 'must be at most 20'),
          price: z.number({ error: 'must be a number' }).min(80, 'must be between 80 and 120').max(120, 'must be between 80 and 120'),
        }),
      )
      .min(1, 'needs at least one rate')
      .max(SHEET_LIMITS.prices),
    locks: z.array(z.object({ days: oneOf(LOCK_DAYS), adjustment: points })),
    adjustments: z.array(grid).max(SHEET_LIMITS.grids),
    eligibility,
  })
  .superRefine((value, ctx) => {
    const rates = new Set<number>();
    value.prices.forEach((entry, index) => {
      if (rates.has(entry.rate))
        ctx.addIssue({ code: 'custom', path: ['prices', index, 'rate'], message: `${entry.rate} is listed twice` });
      rates.add(entry.rate);
    });
  });

export const rateSheetContentSchema = z
  .object({
    effectiveAt: z.iso.datetime({ offset: true, error: 'must be a date and time (ISO 8601)' }),
    expiresAt: z.iso.datetime({ offset: true, error: 'must be a date and time (ISO 8601)' }),
    source: z.string().trim().max(500).optional(),
    products: z.array(product).min(1, 'needs at least one product').max(SHEET_LIMITS.products),
  })
  .superRefine((value, ctx) => {
    if (Date.parse(value.expiresAt) <= Date.parse(value.effectiveAt))
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'must be after effectiveAt' });
    const codes = new Set<string>();
    value.products.forEach((entry, index) => {
      if (codes.has(entry.code))
        ctx.addIssue({ code: 'custom', path: ['products', index, 'code'], message: `${entry.code} is listed twice` });
      codes.add(entry.code);
    });
  });

export type SheetIssue = { where: string; message: string };

/** Issues as 'products[0].prices[3].price' paths, in the order zod reports them. */
export function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    '',
  );
}

export function checkSheetContent(
  value: unknown,
): { ok: true; sheet: RateSheetContent } | { ok: false; issues: { path: readonly PropertyKey[]; message: string }[] } {
  const parsed = rateSheetContentSchema.safeParse(value);
  if (parsed.success) return { ok: true, sheet: parsed.data as RateSheetContent };
  return { ok: false, issues: parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message })) };
}
