// Quotes (spec §2 "Quotes / pricer", §4 pricer, §5 pricer, §9 LTV, lock periods, county limits): the
// pricer priced on the server from the seeded sample rate sheets (docs/product.md "Pricing").
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PAGE_LOAD } from './support/pageLoad';

const pricer = (page: Page, name = 'QM pricer') => page.getByRole('form', { name });

async function openPreview(page: Page, path = '/quote') {
  await page.goto(path);
  await expect(pricer(page, path === '/quote' ? 'QM pricer' : 'Non-QM pricer')).toBeVisible(PAGE_LOAD);
  await expect(page.getByTestId('quote-row').first()).toBeVisible(PAGE_LOAD);
}

test.describe('Quotes', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'officer');
  });

  test('with active rate sheets the pricer is live: real offers, the breakdown by grid cell, sample pricing labelled', async ({ page }) => {
    await openPreview(page);
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toHaveCount(0);
    await expect(page.getByRole('columnheader')).toHaveText(['Interest rate', 'Best Lenders', 'Lenders Credit', 'Payment', 'Action']);
    await expect(page.getByRole('tab')).toHaveText(['Featured', '30-Yr Fixed', '20-Yr Fixed', '15-Yr Fixed']);
    await expect(page.getByText(/informational purposes only, are based on a 30-day lock/)).toBeVisible();
    await expect(page.getByTestId('pricing-source')).toContainText('Sample pricing');
    await expect(page.getByText(/Los Angeles County, CA · Conforming/)).toBeVisible();
    await page.getByRole('button', { name: 'Price Breakdown' }).first().click();
    const breakdown = page.getByRole('dialog', { name: 'Price Breakdown' });
    await expect(breakdown.getByTestId('price-breakdown')).toContainText('Base price (30-day lock)');
    // $400,000 on $500,000 (80% LTV), FICO 740-759, purchase: Fannie Mae's cell.
    await expect(breakdown.getByTestId('price-breakdown')).toContainText('Credit score 740–759 × LTV 75.01–80% (purchase)−0.875');
    await expectNoSeriousA11yViolations(page);
  });

  // No sheet in force is a new deployment's state (api/test/pricing-not-live.test.ts shows the server's answer);
  // the shared database keeps its sheets, so the page is given that answer.
  test("with no active rate sheet the 'Coming Soon' overlay covers the pricer, out of reach of the keyboard", async ({ page }) => {
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName !== 'QuotesRouteQuery') return route.continue();
      const response = await route.fetch();
      const answer = (await response.json()) as { data: { pricingStatus: { live: boolean; sources: unknown[] } } };
      answer.data.pricingStatus = { ...answer.data.pricingStatus, live: false, sources: [] };
      await route.fulfill({ response, json: answer });
    });
    await page.goto('/quote');
    const cover = page.getByRole('region', { name: 'Coming Soon' });
    await expect(cover).toBeVisible(PAGE_LOAD);
    await expect(cover.getByText('The Quotes feature will be available in our next update!')).toBeVisible();
    // Covered, the pricer is hidden from screen readers and Tab skips it.
    await expect(page.getByRole('form', { name: 'QM pricer' })).toHaveCount(0);
    await page.keyboard.press('Tab');
    for (let i = 0; i < 80; i += 1) {
      const inPricer = await page.evaluate(() => Boolean(document.activeElement?.closest('[inert]')));
      expect(inPricer, 'focus never enters the covered pricer').toBe(false);
      if (await cover.getByRole('link', { name: 'Back to Home' }).evaluate((link) => link === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(cover.getByRole('link', { name: 'Back to Home' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });

  test('save the quote, reopen it, download the borrower PDF and read its text', async ({ page }) => {
    await openPreview(page);
    await page.getByRole('checkbox').first().check({ force: true });
    await page.getByRole('button', { name: /^Save quote/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Save quote' });
    await dialog.getByLabel('Quote name').fill('E2E purchase');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const row = page.getByTestId('saved-quote').filter({ hasText: 'E2E purchase' });
    await expect(row).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Borrower PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('quote-e2e-purchase.pdf');
    const bytes = await readFile(await download.path());
    // pdf-lib deflates its content streams; the standard font's strings are <hex> Tj.
    const streams = [...bytes.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((match) => {
      const body = Buffer.from(match[1]!, 'latin1');
      try {
        return inflateSync(body).toString('latin1');
      } catch {
        return body.toString('latin1');
      }
    });
    const text = streams
      .flatMap((stream) => [...stream.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((match) => Buffer.from(match[1]!, 'hex').toString('latin1')))
      .join('\n');
    expect(text).toContain('Your mortgage quote');
    expect(text).toContain('Los Angeles County');
    expect(text).toContain('NMLS #1234567');
    await row.getByRole('button', { name: 'Delete E2E purchase' }).click();
    await expect(row).toHaveCount(0);
  });

  test('save a quote, attach it to one of my loans, see it on the loan and reopen it there', async ({ page }) => {
    await openPreview(page);
    await page.getByRole('checkbox').first().check({ force: true });
    await page.getByRole('button', { name: /^Save quote/ }).click();
    const save = page.getByRole('dialog', { name: 'Save quote' });
    await save.getByLabel('Quote name').fill('E2E loan quote');
    await save.getByRole('button', { name: 'Save' }).click();
    const row = page.getByTestId('saved-quote').filter({ hasText: 'E2E loan quote' });
    await row.getByRole('button', { name: 'Attach to loan' }).click();

    const attach = page.getByRole('dialog', { name: 'Attach "E2E loan quote" to a loan' });
    await attach.getByRole('button', { name: 'Attach' }).click();
    await expect(attach.getByText('Please choose a loan')).toBeVisible();
    const loanSelect = attach.getByRole('combobox', { name: /^Loan/ });
    const firstLoan = loanSelect.locator('option').nth(1);
    const label = (await firstLoan.textContent())!;
    const number = /^Loan #(\d+)/.exec(label)![1]!;
    await loanSelect.selectOption({ label });
    await expectNoSeriousA11yViolations(page);
    await attach.getByRole('button', { name: 'Attach' }).click();
    await expect(page.getByText('Quote attached to the loan')).toBeVisible();
    await expect(row.getByRole('button', { name: `Loan #${number}` })).toBeVisible();

    await page.goto(`/dashboard/loan-pipeline/${number}`);
    const onLoan = page
      .getByRole('region', { name: 'Saved quotes of this loan' })
      .getByTestId('loan-saved-quote')
      .filter({ hasText: 'E2E loan quote' });
    await expect(onLoan).toBeVisible(PAGE_LOAD);
    await onLoan.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByRole('dialog', { name: 'E2E loan quote' })).toContainText(`Loan #${number}`);
    await expectNoSeriousA11yViolations(page);
  });

  test('Refinance reveals RATE/TERM or CASHOUT; back to Purchase hides and clears it', async ({ page }) => {
    await openPreview(page);
    const form = pricer(page);
    await expect(form.getByRole('radio', { name: 'CASHOUT' })).toHaveCount(0);
    await form.getByText('Refinance', { exact: true }).click();
    await form.getByText('CASHOUT', { exact: true }).click();
    await expect(form.getByRole('radio', { name: 'CASHOUT' })).toBeChecked();

    await form.getByText('Purchase', { exact: true }).click();
    await expect(form.getByRole('radio', { name: 'CASHOUT' })).toHaveCount(0);
    await form.getByText('Refinance', { exact: true }).click();
    // Revealed again, nothing is chosen: the earlier CASHOUT was cleared.
    await expect(form.getByRole('radio', { name: 'RATE/TERM' })).not.toBeChecked();
    await expect(form.getByRole('radio', { name: 'CASHOUT' })).not.toBeChecked();
    await form.getByRole('button', { name: 'Get Quotes' }).click();
    await expect(form.getByText('Please select RATE/TERM or CASHOUT')).toBeVisible();
  });

  test('the payment follows the loan amount', async ({ page }) => {
    await openPreview(page);
    await page.getByRole('tab', { name: '30-Yr Fixed' }).click();
    const firstPayment = page.getByTestId('quote-payment').first();
    // $400,000 at 5.000% for 30 years: P&I $2,147.29 + taxes $458.33 + insurance $145.83.
    await expect(firstPayment).toHaveText('$2,751.45/mo');
    await pricer(page).getByLabel('Loan Amount').fill('200,000');
    // $200,000: P&I $1,073.64 + the same estimates.
    await expect(firstPayment).toHaveText('$1,677.80/mo');
    // LTV follows the amount and the property value ($500,000).
    await expect(pricer(page).getByRole('textbox', { name: 'LTV' })).toHaveValue('40%');
  });

  test("the LTV calculator writes '75%' into the LTV field, and falls back to 80 when emptied", async ({ page }) => {
    await openPreview(page);
    await page.getByRole('button', { name: 'Open the LTV calculator' }).click();
    const dialog = page.getByRole('dialog', { name: 'LTV Calculator' });
    await expect(dialog.getByText('Loan amount = LTV (%) * Property Value')).toBeVisible();
    const input = dialog.getByLabel('LTV (%)');
    await expect(input).toHaveValue('80');
    await input.fill('');
    await expect(dialog.getByTestId('ltv-loan-amount')).toHaveText('80% × $500,000 = $400,000');
    await input.fill('75');
    await expect(dialog.getByTestId('ltv-loan-amount')).toHaveText('75% × $500,000 = $375,000');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Update LTV' }).click();
    await expect(dialog).toBeHidden();
    await expect(pricer(page).getByRole('textbox', { name: 'LTV' })).toHaveValue('75%');
    await expect(pricer(page).getByLabel('Loan Amount')).toHaveValue('375,000');
  });

  test('a ZIP spanning counties lets the officer pick the county the loan is priced in', async ({ page }) => {
    await openPreview(page);
    const form = pricer(page);
    await form.getByLabel(/^ZIP Code/).fill('00601');
    const county = page.getByLabel(/^County \(ZIP 00601 spans 2 counties\)/);
    await expect(county).toBeVisible(PAGE_LOAD);
    const first = await county.inputValue();
    const other = first === '72001' ? '72113' : '72001';
    const otherName = (await county.locator(`option[value="${other}"]`).textContent())!;
    await county.selectOption(other);
    await expect(page.getByText(new RegExp(`^${otherName}, PR ·`))).toBeVisible(PAGE_LOAD);
    await expect(county).toHaveValue(other);
  });

  test('county loan limits by units and loan type; Los Angeles County 2025 and 2026', async ({ page }) => {
    await openPreview(page);
    await page.getByRole('button', { name: 'County Loan Limits' }).click();
    const dialog = page.getByRole('dialog', { name: 'County Loan Limits' });
    await expect(dialog.getByLabel('County')).toHaveValue('06037');
    await expect(dialog.getByTestId('high-balance-limit')).toHaveText('$1,249,125');
    await dialog.getByLabel('Year').selectOption('2025');
    await expect(dialog.getByTestId('conforming-limit')).toHaveText('$806,500');
    await expect(dialog.getByTestId('high-balance-limit')).toHaveText('$1,209,750');
    await expect(dialog.getByLabel('Units').locator('option')).toHaveText(['Select units', '1', '2', '3', '4']);
    await expect(dialog.getByLabel('Loan type').locator('option')).toHaveText(['Select loan type', 'Conventional', 'FHA', 'VA']);
    await dialog.getByLabel('Units').selectOption('2');
    await expect(dialog.getByTestId('conforming-limit')).toHaveText('$1,032,650');
    await dialog.getByLabel('Loan type').selectOption('VA');
    await expect(dialog.getByText(/full entitlement/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('MORE DETAILS: lock period 15/30/45/60 (default 30) and the primary-residence hint', async ({ page }) => {
    await openPreview(page);
    const form = pricer(page);
    await form.getByRole('button', { name: 'MORE DETAILS' }).click();
    const lock = form.getByLabel('Lock Period');
    await expect(lock).toHaveValue('30');
    await expect(lock.locator('option')).toHaveText(['15 days', '30 days', '45 days', '60 days']);
    await form.getByLabel('Loan Type').selectOption('FHA');
    await expect(form.getByText('FHA/VA/USDA loans can only be processed for a primary residence')).toHaveCount(0);
    await form.getByLabel('Occupancy').selectOption('Investment');
    await expect(form.getByText('FHA/VA/USDA loans can only be processed for a primary residence')).toBeVisible();
  });

  test('/non-qm selects the Non-QM pricer with every field', async ({ page }) => {
    await openPreview(page, '/non-qm');
    const form = pricer(page, 'Non-QM pricer');
    for (const label of [
      'Employment History',
      'Occupancy',
      'Document Type',
      'Property Value',
      'FICO Score',
      'Loan Amount',
      'Citizenship',
      'DTI %',
      'Mortgage Lates',
      'Cash Reserved',
      'Credit Events',
    ]) {
      await expect(form.getByLabel(new RegExp(`^${label}`)), label).toBeVisible();
    }
    await expect(form.getByRole('textbox', { name: 'LTV' })).toBeVisible();
    for (const group of ['Loan purpose', 'Escrow / impound', 'Interest only']) {
      await expect(form.getByRole('radiogroup', { name: group }), group).toBeVisible();
    }
    await expect(form.getByLabel('Document Type').locator('option')).toHaveText([
      '12-Month Bank Statements',
      '24-Month Bank Statements',
      'DSCR',
      'Asset Depletion',
    ]);
    await expect(form.getByLabel('Citizenship').locator('option')).toHaveText(['US Citizen', 'Permanent Resident', 'Foreign National']);
    await expect(page.getByRole('link', { name: 'Non-QM' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);
  });
});
