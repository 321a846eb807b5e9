// Reads a rate sheet file in the browser with the same rules the server applies
// (@lendhub/domain/pricing), so an Admin sees every problem by line before anything is sent.
import { checkSheetContent, pathText, readSheetCsv, type RateSheetContent } from '@lendhub/domain/pricing';

export type SheetFormat = 'csv' | 'json';

export interface SheetProblem {
  /** 'Line 12', a JSON path ('products.0.prices') or 'Sheet'. */
  where: string;
  message: string;
}

export interface ProductSummary {
  code: string;
  name: string;
  loanType: string;
  termYears: number;
  rateCount: number;
  /** '5.500%–7.875%', or '—' without prices. */
  rateRange: string;
  lockDays: string;
  gridCount: number;
}

export type SheetPreview =
  | { ok: true; effectiveAt: string; expiresAt: string; source: string | null; products: ProductSummary[] }
  | { ok: false; problems: SheetProblem[] };

/** The format a file's name or type says, CSV unless it names JSON. */
export function formatOfFile(name: string, type = ''): SheetFormat {
  return /\.json$/i.test(name) || type === 'application/json' ? 'json' : 'csv';
}

function summarise(sheet: RateSheetContent): SheetPreview {
  const products = sheet.products.map((product): ProductSummary => {
    const rates = product.prices.map((price) => price.rate).sort((a, b) => a - b);
    const rateRange = rates.length === 0 ? '—' : `${rates[0]!.toFixed(3)}%–${rates[rates.length - 1]!.toFixed(3)}%`;
    const lockDays = [30, ...product.locks.map((lock) => lock.days)]
      .filter((days, index, all) => all.indexOf(days) === index)
      .sort((a, b) => a - b)
      .join('/');
    return {
      code: product.code,
      name: product.name,
      loanType: product.loanType,
      termYears: product.termYears,
      rateCount: rates.length,
      rateRange,
      lockDays,
      gridCount: product.adjustments.length,
    };
  });
  return { ok: true, effectiveAt: sheet.effectiveAt, expiresAt: sheet.expiresAt, source: sheet.source ?? null, products };
}

/** The sheet's products, or every problem by its line (CSV) or path (JSON). */
export function previewSheet(format: SheetFormat, content: string): SheetPreview {
  if (content.trim() === '') return { ok: false, problems: [{ where: 'Sheet', message: 'The file is empty' }] };
  if (format === 'csv') {
    const reading = readSheetCsv(content);
    if (reading.ok) return summarise(reading.sheet);
    return {
      ok: false,
      problems: reading.errors.map((error) => ({ where: error.line > 0 ? `Line ${error.line}` : 'Sheet', message: error.message })),
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return { ok: false, problems: [{ where: 'Sheet', message: 'The file is not valid JSON' }] };
  }
  const checked = checkSheetContent(parsed);
  if (checked.ok) return summarise(checked.sheet);
  return { ok: false, problems: checked.issues.map((issue) => ({ where: pathText(issue.path) || 'Sheet', message: issue.message })) };
}

/** The server's refusal (`{"line 12": "…"}`) as problems, the line keys capitalised like the preview's. */
export function serverProblems(fieldErrors: Record<string, string>): SheetProblem[] {
  return Object.entries(fieldErrors).map(([key, message]) => ({
    where: key.replace(/^line /, 'Line ').replace(/^sheet$/, 'Sheet'),
    message,
  }));
}
