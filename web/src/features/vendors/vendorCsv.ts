import { CsvSyntaxError, formatCsv, parseCsv } from '@lendhub/domain/csv';
import {
  vendorFormSchema,
  vendorFormValues,
  type VendorFormValues,
  type VendorInputValues,
  type VendorOptions,
  type VendorStatusValue,
} from './vendorFormSchema';

/** A vendor as exported: its input fields plus the id and audit fields the import leaves out. */
export interface ExportedVendor extends Omit<VendorInputValues, 'status'> {
  status: VendorStatusValue;
  internalId: number;
  createdBy: string;
  createdAt: string;
  modifiedBy: string;
  modifiedAt: string;
}

/**
 * One column per field of spec §3 "Vendor", named as there. The import reads the input columns by
 * name (any order) and ignores vendorId and the audit columns: an import always creates.
 */
const INPUT_COLUMNS = [
  ['vendorName', 'name'],
  ['category', 'category'],
  ['description', 'description'],
  ['contactEmail', 'contactEmail'],
  ['phoneNumber', 'phoneNumber'],
  ['website', 'website'],
  ['status', 'status'],
  ['foundedYear', 'foundedYear'],
  ['licenseNumber', 'licenseNumber'],
  ['loanTypes', 'loanTypes'],
  ['services', 'services'],
  ['minimumCreditScore', 'minimumCreditScore'],
  ['thirtyYearFixedRate', 'thirtyYearFixedRate'],
  ['fifteenYearFixedRate', 'fifteenYearFixedRate'],
  ['fiveOneARMRate', 'fiveOneArmRate'],
  ['rating', 'rating'],
] as const satisfies readonly (readonly [string, keyof VendorFormValues])[];

type FormField = (typeof INPUT_COLUMNS)[number][1];

export const VENDOR_CSV_HEADER = [
  'vendorId',
  ...INPUT_COLUMNS.map(([column]) => column),
  'createdBy',
  'createdDate',
  'modifiedBy',
  'modifiedDate',
];

/** Lists go in one cell, comma-separated (as the spec's payload joins them). */
const LIST_SEPARATOR = ', ';
const STATUS_LABELS = { ACTIVE: 'Active', INACTIVE: 'Inactive' } as const;

export function vendorsToCsv(vendors: readonly ExportedVendor[]): string {
  const rows = vendors.map((vendor) => {
    const values = vendorFormValues(vendor);
    const cells = INPUT_COLUMNS.map(([, field]) => {
      const value = values[field];
      if (Array.isArray(value)) return value.join(LIST_SEPARATOR);
      return field === 'status' ? STATUS_LABELS[vendor.status] : (value as string);
    });
    return [String(vendor.internalId), ...cells, vendor.createdBy, vendor.createdAt, vendor.modifiedBy, vendor.modifiedAt];
  });
  return formatCsv([VENDOR_CSV_HEADER, ...rows]);
}

export interface ImportProblem {
  /** The CSV column (spec §3 name). */
  column: string;
  message: string;
}

export interface VendorImportPlan {
  /** Rows that pass every rule, with the line each starts on. */
  create: { line: number; input: VendorInputValues }[];
  /** Rows refused, with each broken rule. */
  refused: { line: number; name: string; problems: ImportProblem[] }[];
  /** The file as a whole cannot be read (syntax, missing columns, no rows). */
  fileError: string | null;
}

const COLUMN_OF_FIELD = Object.fromEntries(INPUT_COLUMNS.map(([column, field]) => [field, column])) as Record<FormField, string>;

function splitList(cell: string): string[] {
  return cell
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function statusValue(cell: string): string {
  const label = cell.trim().toLowerCase();
  return label === 'active' ? 'ACTIVE' : label === 'inactive' ? 'INACTIVE' : cell.trim();
}

/** Reads an exported (or hand-made) file and checks every row with the vendor form's rules. */
export function planVendorImport(text: string, options: VendorOptions): VendorImportPlan {
  const plan: VendorImportPlan = { create: [], refused: [], fileError: null };
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { ...plan, fileError: error.message };
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) return { ...plan, fileError: 'The file is empty' };
  const names = header.fields.map((name) => name.trim());
  const missing = INPUT_COLUMNS.map(([column]) => column).filter((column) => !names.includes(column));
  if (missing.length > 0) return { ...plan, fileError: `Missing columns: ${missing.join(', ')}` };
  if (rows.length === 0) return { ...plan, fileError: 'The file has no vendor rows' };

  const schema = vendorFormSchema(options);
  for (const { line, fields } of rows) {
    const cell = (column: string) => fields[names.indexOf(column)] ?? '';
    const values = Object.fromEntries(
      INPUT_COLUMNS.map(([column, field]) => {
        const raw = cell(column);
        if (field === 'loanTypes' || field === 'services') return [field, splitList(raw)];
        return [field, field === 'status' ? statusValue(raw) : raw];
      }),
    ) as unknown as VendorFormValues;
    const result = schema.safeParse(values);
    if (result.success) {
      plan.create.push({ line, input: result.data });
      continue;
    }
    const problems: ImportProblem[] = [];
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]) as FormField;
      if (seen.has(field)) continue;
      seen.add(field);
      problems.push({ column: COLUMN_OF_FIELD[field] ?? field, message: issue.message });
    }
    plan.refused.push({ line, name: values.name.trim(), problems });
  }
  return plan;
}
