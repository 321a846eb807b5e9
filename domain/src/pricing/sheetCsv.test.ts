import { describe, expect, it } from 'vitest';
import { readSheetCsv } from './sheetCsv.ts';
import { checkSheetContent } from './sheetSchema.ts';
import { sampleRateSheet } from './samples.ts';

const VALID = [
  'record,product,a,b,c,d,e,f,g',
  'sheet,,2026-01-01T08:00:00Z,2026-12-31T23:59:59Z,Sample pricing',
  'product,CONV30,Conventional 30-Year Fixed,CONVENTIONAL,30',
  'price,CONV30,6.250,100.000',
  'price,CONV30,6.500,100.750',
  'lock,CONV30,15,0.125',
  'lock,CONV30,45,-0.125',
  'rule,CONV30,loanClasses,CONFORMING|HIGH_BALANCE',
  'rule,CONV30,minFico,620',
  'rule,CONV30,minLoanAmount,75000',
  'rule,CONV30,maxLtv,97',
  'ltvlimit,CONV30,75,a condo investment,occupancies=INVESTMENT;propertyTypes=CONDO',
  'grid,CONV30,fico-ltv,Credit score × LTV,purchase,fico,Credit score,ltv,LTV,purposes=PURCHASE',
  'gridcolumns,CONV30,fico-ltv,0-80,80.01-97',
  'gridrow,CONV30,fico-ltv,740-850,0,-0.5',
  'gridrow,CONV30,fico-ltv,620-739,-1.25,n/a',
  'grid,CONV30,io,Interest only,,,,,,interestOnly=yes',
  'gridrow,CONV30,io,-0.375',
].join('\n');

describe('readSheetCsv', () => {
  it('reads the documented format into the JSON shape', () => {
    const reading = readSheetCsv(VALID);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    const [product] = reading.sheet.products;
    expect(product?.prices).toEqual([
      { rate: 6.25, price: 100 },
      { rate: 6.5, price: 100.75 },
    ]);
    expect(product?.eligibility.ltvLimits).toEqual([
      { max: 75, label: 'a condo investment', occupancies: ['INVESTMENT'], propertyTypes: ['CONDO'] },
    ]);
    expect(product?.adjustments[0]).toMatchObject({
      qualifier: 'purchase',
      when: { purposes: ['PURCHASE'] },
      rows: {
        bands: [
          { min: 740, max: 850 },
          { min: 620, max: 739 },
        ],
      },
      values: [
        [0, -0.5],
        [-1.25, null],
      ],
    });
    expect(product?.adjustments[1]).toMatchObject({ name: 'Interest only', when: { interestOnly: true }, values: [[-0.375]] });
  });

  it('names the line of every problem and stores nothing', () => {
    const broken = VALID.replace('price,CONV30,6.500,100.750', 'price,CONV30,6.500,abc')
      .replace('rule,CONV30,minFico,620', 'rule,CONV30,minFico,200')
      .replace('gridrow,CONV30,fico-ltv,620-739,-1.25,n/a', 'gridrow,CONV30,fico-ltv,620-739,-1.25');
    const reading = readSheetCsv(broken);
    expect(reading).toEqual({
      ok: false,
      errors: [
        { line: 5, message: 'products[0].prices[1].price must be a number' },
        { line: 9, message: 'products[0].eligibility.minFico must be between 300 and 850' },
        { line: 16, message: 'products[0].adjustments[0].values[1] has 1 cells; the grid has 2 columns' },
      ],
    });
  });

  it('refuses unknown records, rows of an unknown product and an unclosed quote', () => {
    expect(readSheetCsv(`${VALID}\nrate,CONV30,1,2\nprice,FHA30,6,100`)).toEqual({
      ok: false,
      errors: [
        {
          line: 19,
          message: "unknown record 'rate' (expected one of sheet, product, price, lock, rule, ltvlimit, grid, gridcolumns, gridrow)",
        },
        { line: 20, message: 'product FHA30 has no product line above' },
      ],
    });
    expect(readSheetCsv('sheet,"2026')).toEqual({ ok: false, errors: [{ line: 1, message: 'a quoted field is not closed' }] });
  });

  it('an expiry before the effective date is refused on the sheet line', () => {
    const reading = readSheetCsv(VALID.replace('2026-12-31T23:59:59Z', '2025-12-31T23:59:59Z'));
    expect(reading).toEqual({ ok: false, errors: [{ line: 2, message: 'expiresAt must be after effectiveAt' }] });
  });
});

describe('checkSheetContent (the JSON format)', () => {
  it('accepts the sample sheets', () => {
    const sheet = sampleRateSheet({ effectiveAt: '2026-01-01T00:00:00Z', expiresAt: '2027-01-01T00:00:00Z', offsetPoints: 0 });
    expect(checkSheetContent(JSON.parse(JSON.stringify(sheet))).ok).toBe(true);
  });

  it('reports duplicate rates and products by path', () => {
    const sheet = sampleRateSheet({ effectiveAt: '2026-01-01T00:00:00Z', expiresAt: '2027-01-01T00:00:00Z', offsetPoints: 0 });
    const product = sheet.products[0]!;
    const broken = { ...sheet, products: [{ ...product, prices: [...product.prices, product.prices[0]] }, product] };
    const checked = checkSheetContent(broken);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['products.0.prices.40.rate', '5 is listed twice'],
      ['products.1.code', 'CONV30 is listed twice'],
    ]);
  });
});
