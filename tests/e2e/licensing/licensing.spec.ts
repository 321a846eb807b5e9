// Licensing (spec §2, §7 static downloads, §9 licensing states): the 4-step guide, the assistant link
// and a real PDF checklist per state.
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectNoHorizontalScroll, PHONE_VIEWPORT } from '../support/layout';
import { PAGE_LOAD } from '../support/pageLoad';

const STATES = ['AL', 'CA', 'CO', 'FL', 'GA', 'ID', 'IA', 'LA', 'MA', 'MS', 'NC', 'OH', 'SC', 'TN', 'TX'];

test.describe('Licensing', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'officer');
  });

  test('the 4 steps, the assistant link, and 15 state PDFs that answer 200 with %PDF-', async ({ page }) => {
    await page.goto('/licensing');
    await expect(page.getByRole('heading', { level: 1, name: 'Licensing' })).toBeVisible(PAGE_LOAD);
    for (const n of [1, 2, 3, 4]) await expect(page.getByText(`Step ${n}`, { exact: true })).toBeVisible();

    const links = page.getByRole('region', { name: 'State license checklists' }).getByRole('link');
    await expect(links).toHaveCount(15);
    for (const [index, code] of STATES.entries()) {
      const href = await links.nth(index).getAttribute('href');
      expect(href).toBe(`/licenses/${code}.pdf`);
      const response = await page.request.get(href!);
      expect(response.status(), href!).toBe(200);
      expect(response.headers()['content-type'], href!).toBe('application/pdf');
      expect((await response.body()).subarray(0, 5).toString('latin1'), href!).toBe('%PDF-');
    }
    const download = page.waitForEvent('download');
    await links.filter({ hasText: 'Texas (TX)' }).click();
    expect((await download).suggestedFilename()).toBe('Texas licensing checklist.pdf');

    await page.getByRole('link', { name: 'Ask the AI assistant about licensing' }).click();
    await expect(page).toHaveURL(/\/ai-chatbot$/);
  });

  test('/Licensing opens the same page; no serious accessibility violation', async ({ page }) => {
    await page.goto('/Licensing');
    await expect(page.getByRole('heading', { level: 1, name: 'Licensing' })).toBeVisible(PAGE_LOAD);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('Licensing at phone width (375 × 812)', () => {
  test.use({ viewport: PHONE_VIEWPORT });
  test('fits and passes axe', async ({ page }) => {
    await signIn(page, 'officer');
    await page.goto('/licensing');
    await expect(page.getByText('Step 4', { exact: true })).toBeVisible(PAGE_LOAD);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});
