// HR and Compliance (spec §2, §7 static downloads): the HR Portal / Admin Payment toggle, the sections,
// external links in a new tab, and the two compliance PDFs.
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectNoHorizontalScroll, PHONE_VIEWPORT } from '../support/layout';
import { PAGE_LOAD } from '../support/pageLoad';

test.describe.configure({ timeout: 120_000 });

test.describe('HR and Compliance', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'officer');
  });

  test('toggles HR Portal / Admin Payment; external links open in a new tab', async ({ page }) => {
    await page.goto('/hr');
    await expect(page.getByRole('heading', { level: 1, name: 'HR and Compliance' })).toBeVisible(PAGE_LOAD);
    await expect(page.getByRole('heading', { name: 'HR Portal' })).toBeVisible();
    await page.getByText('Admin Payment', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Admin Payment' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'HR Portal' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Admin Payment' })).toBeChecked();

    const external = page.locator('a[href^="http"]');
    expect(await external.count()).toBeGreaterThanOrEqual(6);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('/hr-compliance: the sections and the two compliance PDFs', async ({ page }) => {
    await page.goto('/hr-compliance');
    for (const name of ['Legal terms', 'TRID Best Practices', 'Common Compliance Mistakes', 'Marketing and Sales Compliance']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible(PAGE_LOAD);
    }
    for (const path of ['/compliance/Compliance Manual.pdf', '/compliance/Closed File List.pdf']) {
      const response = await page.request.get(encodeURI(path));
      expect(response.status(), path).toBe(200);
      expect((await response.body()).subarray(0, 5).toString('latin1'), path).toBe('%PDF-');
    }
    await expect(page.getByRole('link', { name: 'Compliance Manual (PDF)' })).toHaveAttribute('href', '/compliance/Compliance Manual.pdf');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('HR and Compliance at phone width (375 × 812)', () => {
  test.use({ viewport: PHONE_VIEWPORT });
  test('fits and passes axe', async ({ page }) => {
    await signIn(page, 'officer');
    await page.goto('/hr');
    await expect(page.getByRole('heading', { name: 'TRID Best Practices' })).toBeVisible(PAGE_LOAD);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});
