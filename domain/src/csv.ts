// RFC 4180 CSV shared by the vendor screens (export/import) and the API's rate-sheet import.
/**
 * CSV as RFC 4180 describes it: records separated by CRLF (LF and CR accepted on reading), fields by
 * commas; a field holding a comma, a double quote, CR or LF is enclosed in double quotes and its
 * quotes doubled. Written with a header row; read back into records of strings.
 *
 * Safe to open in a spreadsheet (OWASP "CSV Injection"): a cell that starts with =, +, -, @, tab or CR
 * would run as a formula in Excel or Sheets, so it is written with a leading ' (shown as text), and
 * reading drops that ' again. A cell that already starts with ' followed by such a character gets one
 * more ', so every text reads back exactly as it was written.
 */

const NEEDS_QUOTES = /[",\r\n]/;
/** Starts like a formula, after any apostrophes this scheme added (written: one more; read: one fewer). */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const ESCAPED_FORMULA_START = /^'+[=+\-@\t\r]/;

/** The cell text a spreadsheet shows as text: ' before anything that would start a formula. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The original text of a cell written by `neutraliseFormula`. */
export function restoreFormula(cell: string): string {
  return ESCAPED_FORMULA_START.test(cell) ? cell.slice(1) : cell;
}

export function formatCsvField(value: string): string {
  const cell = neutraliseFormula(value);
  return NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** One record a line, CRLF after each (the RFC allows the last line break; spreadsheets expect it). */
export function formatCsv(records: readonly (readonly string[])[]): string {
  return records.map((record) => record.map(formatCsvField).join(',') + '\r\n').join('');
}

export interface CsvRecord {
  /** 1-based line of the file where the record starts (quoted fields may span lines). */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`Line ${line}: ${message}`);
    this.name = 'CsvSyntaxError';
  }
}

/**
 * Reads every record (each field's formula guard undone). A leading byte-order mark is skipped; blank
 * lines are left out. Throws a CsvSyntaxError for a quote inside an unquoted field, text after a closing quote, or an unclosed quote.
 */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  // Whether the current field has started as a quoted one (then it may be empty yet present).
  let quoted = false;

  const endField = () => {
    fields.push(restoreFormula(field));
    field = '';
    quoted = false;
  };
  const endRecord = () => {
    const blank = fields.length === 0 && field === '' && !quoted;
    endField();
    if (!blank) records.push({ line: recordLine, fields });
    fields = [];
  };

  while (i < source.length) {
    const char = source[i]!;
    if (char === '"') {
      if (field !== '' || quoted) throw new CsvSyntaxError('a double quote inside an unquoted field', line);
      quoted = true;
      i += 1;
      // Read up to the closing quote; "" is a quote inside the field.
      for (;;) {
        if (i >= source.length) throw new CsvSyntaxError('a quoted field is not closed', recordLine);
        const inner = source[i]!;
        if (inner === '"') {
          if (source[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (inner === '\n' || (inner === '\r' && source[i + 1] !== '\n')) line += 1;
        field += inner;
        i += 1;
      }
      const next = source[i];
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n')
        throw new CsvSyntaxError('text after a closing double quote', line);
      continue;
    }
    if (char === ',') {
      endField();
      i += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && source[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    if (quoted) throw new CsvSyntaxError('text after a closing double quote', line);
    field += char;
    i += 1;
  }
  if (field !== '' || quoted || fields.length > 0) endRecord();
  return records;
}
