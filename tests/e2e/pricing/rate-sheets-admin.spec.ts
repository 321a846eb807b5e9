// Rate Sheets (docs/product.md "Pricing"): an Admin imports a lender's sheet from the dashboard — problems by
// line before anything is stored, a preview, a saved draft in the history, activation. The sheet is
// effective in 2099, so activating it does not change what today's pricer (and the other specs) use.
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { PAGE_LOAD } from '../support/pageLoad';

const LINES = [
  'record,product,a,b,c,d,e,f,g',
  'sheet,,2099-01-01T08:00:00Z,2099-12-31T23:59:59Z,E2E future sheet',
  'product,E2E30,E2E Conventional 30-Year Fixed,CONVENTIONAL,30',
  'price,E2E30,6.250,100.000',
  'price,E2E30,6.500,100.750',
  'lock,E2E30,45,-0.125',
  'rule,E2E30,loanClasses,CONFORMING',
  'rule,E2E30,minFico,620',
  'rule,E2E30,minLoanAmount,75000',
  'rule,E2E30,maxLtv,97',
];
const VALID = LINES.join('\n');
const BROKEN = LINES.map((line) => (line === 'price,E2E30,6.250,100.000' ? 'price,E2E30,six,100.000' : line)).join('\n');

test.describe('Rate Sheets (Admin)', () => {
  test('an Admin checks a sheet line by line, previews it, saves a draft and activates it', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Rate Sheets' }).first().click();
    await expect(page.getByRole('heading', { name: 'Rate Sheets', level: 1 })).toBeVisible(PAGE_LOAD);
    const history = page.getByRole('region', { name: 'Rate sheet history' }).or(page.getByLabel('Rate sheet history'));
    // The seed's sample sheets are listed, each with its effective date.
    await expect(history.getByRole('row').filter({ hasText: 'Mega Capital Funding' }).first()).toBeVisible();
    const rowsBefore = await history.getByRole('row').count();

    await page.getByLabel('Lender').selectOption({ label: 'Mega Capital Funding' });
    const file = page.getByLabel('Rate sheet file (CSV or JSON)');
    await file.setInputFiles({ name: 'broken.csv', mimeType: 'text/csv', buffer: Buffer.from(BROKEN) });
    const problems = page.getByLabel('Problems by line');
    await expect(problems.getByRole('row').filter({ hasText: 'Line 4' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save as draft' })).toBeDisabled();

    await file.setInputFiles({ name: 'future.csv', mimeType: 'text/csv', buffer: Buffer.from(VALID) });
    await expect(page.getByRole('heading', { name: 'Preview of future.csv: 1 product' })).toBeVisible();
    await expect(
      page.getByLabel('Rate sheet preview').getByRole('row').filter({ hasText: 'E2E Conventional 30-Year Fixed' }),
    ).toContainText('2 (6.250%–6.500%)');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText(/Rate sheet imported: 1 product/).first()).toBeVisible();
    await expect(history.getByRole('row')).toHaveCount(rowsBefore + 1);
    const draft = history.getByRole('row').nth(1);
    await expect(draft).toContainText('Mega Capital Funding');
    await expect(draft).toContainText('Draft');
    await expect(draft).toContainText('Jan 1, 2099');

    await draft.getByRole('button', { name: 'Activate the Mega Capital Funding sheet' }).click();
    await expect(page.getByText('Rate sheet activated for Mega Capital Funding').first()).toBeVisible();
    await expect(history.getByRole('row').nth(1)).toContainText('Active');
    await page.reload();
    await expect(history.getByRole('row').nth(1)).toContainText('Active');
  });

  test('a Loan Officer cannot open the screen, and the server refuses their import', async ({ page }) => {
    const session = await signIn(page, 'officer');
    await page.goto('/dashboard/rate-sheets');
    await expect(page).not.toHaveURL(/rate-sheets/, PAGE_LOAD);
    const answer = await page.request.post('/graphql', {
      headers: { Authorization: `Bearer ${session.token}` },
      data: {
        query: 'mutation ($input: ImportRateSheetInput!) { importRateSheet(input: $input) { message } }',
        variables: { input: { lenderId: 'TGVuZGVyOjE=', format: 'csv', content: VALID } },
      },
    });
    const body = (await answer.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
