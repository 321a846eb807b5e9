import { describe, expect, it } from 'vitest';
import { formatOfFile, previewSheet, serverProblems } from './rateSheetPreview';

const VALID = [
  'record,product,a,b,c,d,e,f,g',
  'sheet,,2026-01-01T08:00:00Z,2026-12-31T23:59:59Z,Sample pricing',
  'product,CONV30,Conventional 30-Year Fixed,CONVENTIONAL,30',
  'price,CONV30,6.500,100.750',
  'price,CONV30,6.250,100.000',
  'lock,CONV30,15,0.125',
  'lock,CONV30,45,-0.125',
  'grid,CONV30,io,Interest only,,,,,,interestOnly=yes',
  'gridrow,CONV30,io,-0.375',
  // Records may come in any order: the product's rules last.
  'rule,CONV30,loanClasses,CONFORMING|HIGH_BALANCE',
  'rule,CONV30,minFico,620',
  'rule,CONV30,minLoanAmount,75000',
  'rule,CONV30,maxLtv,97',
].join('\n');

describe('previewSheet', () => {
  it('summarises each product of a valid CSV sheet: rates low to high, locks with the 30-day base, grids', () => {
    const preview = previewSheet('csv', VALID);
    expect(preview).toEqual({
      ok: true,
      effectiveAt: '2026-01-01T08:00:00Z',
      expiresAt: '2026-12-31T23:59:59Z',
      source: 'Sample pricing',
      products: [
        {
          code: 'CONV30',
          name: 'Conventional 30-Year Fixed',
          loanType: 'CONVENTIONAL',
          termYears: 30,
          rateCount: 2,
          rateRange: '6.250%–6.500%',
          lockDays: '15/30/45',
          gridCount: 1,
        },
      ],
    });
  });

  it('names the line of each CSV problem', () => {
    const broken = VALID.replace('price,CONV30,6.250,100.000', 'price,CONV30,abc,100.000');
    const preview = previewSheet('csv', broken);
    expect(preview.ok).toBe(false);
    if (preview.ok) return;
    expect(preview.problems.some((problem) => problem.where === 'Line 5')).toBe(true);
  });

  it('refuses an empty file and JSON that does not parse, with a message', () => {
    expect(previewSheet('csv', '  \n')).toEqual({ ok: false, problems: [{ where: 'Sheet', message: 'The file is empty' }] });
    expect(previewSheet('json', '{oops')).toEqual({ ok: false, problems: [{ where: 'Sheet', message: 'The file is not valid JSON' }] });
  });

  it('names the JSON path of a problem in a JSON sheet', () => {
    const preview = previewSheet(
      'json',
      JSON.stringify({ effectiveAt: '2026-01-01T00:00:00Z', expiresAt: '2026-12-31T00:00:00Z', products: 'none' }),
    );
    expect(preview.ok).toBe(false);
    if (preview.ok) return;
    expect(preview.problems[0]?.where).toBe('products');
  });
});

describe('formatOfFile and serverProblems', () => {
  it('reads the format from the file name or type', () => {
    expect(formatOfFile('sheet.JSON')).toBe('json');
    expect(formatOfFile('sheet.txt', 'application/json')).toBe('json');
    expect(formatOfFile('sheet.csv')).toBe('csv');
  });

  it("turns the server's line keys into the preview's", () => {
    expect(serverProblems({ 'line 12': 'Rate must be a number', sheet: 'No products' })).toEqual([
      { where: 'Line 12', message: 'Rate must be a number' },
      { where: 'Sheet', message: 'No products' },
    ]);
  });
});
