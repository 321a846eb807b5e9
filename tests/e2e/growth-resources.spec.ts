// The Growth page's resources: brand assets with real downloads and the Compliance tab's cards
// (spec §2 "Growth page", §9 "Compliance").
import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PAGE_LOAD } from './support/pageLoad';

test.describe.configure({ timeout: 120_000 });
// The charts' code (recharts) arrives after the page; a busy machine can take a while to parse it.
const CHARTS_LOAD = { timeout: 45_000 };

test.describe('Growth resources', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'officer');
  });

  test('13 brand assets (profile, banner, logo), each downloadable as an image', async ({ page }) => {
    await page.goto('/growth');
    const assets = page.getByTestId('brand-assets').getByRole('listitem');
    await expect(assets).toHaveCount(13, PAGE_LOAD);
    // Each card carries its type as a badge: 5 profile pictures, 4 banners, 4 logos.
    await expect(assets.getByText('Profile', { exact: true })).toHaveCount(5);
    await expect(assets.getByText('Banner', { exact: true })).toHaveCount(4);
    await expect(assets.getByText('Logo', { exact: true })).toHaveCount(4);

    const links = page.getByRole('link', { name: /^Download / });
    await expect(links).toHaveCount(13);
    for (const link of await links.all()) {
      const href = await link.getAttribute('href');
      expect(await link.getAttribute('download')).toMatch(/^LendHub-.+\.svg$/);
      const response = await page.request.get(href!);
      expect(response.status(), href!).toBe(200);
      expect(response.headers()['content-type'], href!).toMatch(/^image\//);
      expect((await response.text()).startsWith('<svg'), href!).toBe(true);
    }

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download LinkedIn Banner' }).click();
    expect((await download).suggestedFilename()).toBe('LendHub-banner-linkedin.svg');
  });

  test('Compliance tab: the 10 numbered best-practice cards', async ({ page }) => {
    await page.goto('/growth');
    // Let the dashboard finish drawing before switching tabs (a busy machine is slow to parse the charts).
    await expect(page.getByRole('figure', { name: 'Stage Distribution' })).toBeVisible(CHARTS_LOAD);
    await page.getByRole('tab', { name: 'Compliance' }).click();
    await expect(page).toHaveURL(/[?&]tab=compliance\b/);
    const cards = page.getByTestId('compliance-cards').getByRole('listitem');
    await expect(cards).toHaveCount(10);
    await expect(cards.nth(0).getByRole('heading')).toHaveText('1. Keep advertising records for at least 2 years');
    await expect(cards.nth(1)).toContainText('within 3 business days');
    await expect(cards.nth(2)).toContainText('six');
    await expect(cards.nth(3)).toContainText('at least 3 business days before consummation');
    await expect(cards.nth(4)).toContainText('Zero (0%) tolerance');
    await expect(cards.nth(4)).toContainText('10% cumulative tolerance');
    await expect(cards.nth(9).getByRole('heading')).toHaveText(/^10\. /);
    await expectNoSeriousA11yViolations(page);

    // The tab is in the URL: a reload opens it again.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Compliance' })).toHaveAttribute('aria-selected', 'true', PAGE_LOAD);
  });
});
