// /dashboard/customization (spec §2 "UI Customization", §9 defaults): kept on the server and applied
// to the whole portal at once and after a reload. Each test uses its own new Admin, so no other
// test sees its settings.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectNoHorizontalScroll, PHONE_VIEWPORT } from '../support/layout';
import { signInAsNewUser } from '../support/newUser';
import { PAGE_LOAD } from '../support/pageLoad';
import { recordToasts } from '../support/toasts';

const html = (page: Page) => page.locator('html');

/** The colour `cssColor` computes to on this page (e.g. a Chakra palette variable). */
const computedColor = (page: Page, cssColor: string) =>
  page.evaluate((color) => {
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.backgroundColor = color;
    const value = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return value;
  }, cssColor);

async function openCustomization(page: Page) {
  await page.goto('/dashboard/customization');
  await expect(page.getByRole('heading', { name: 'UI Customization' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('button', { name: 'Save Settings' })).toBeVisible(PAGE_LOAD);
}

test('saved settings apply at once, are kept after a reload, and reset to the defaults', async ({ page }) => {
  // Several screens, each checked with axe: much longer than one screen's test on a busy machine.
  test.setTimeout(300_000);
  await signInAsNewUser(page, 'admin', 'Casey Custom');
  const toasts = await recordToasts(page);
  await openCustomization(page);
  await expect(page.getByRole('radio', { name: 'Default' })).toBeChecked();
  await expect(page.getByLabel('Font size')).toHaveValue('16');
  await expect(page.getByRole('checkbox', { name: 'Animations' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Dark mode' })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await page.getByText('Green', { exact: true }).click();
  await page.getByLabel('Font size').selectOption('18');
  await page.getByText('Dark mode', { exact: true }).click();
  await page.getByText('Collapsed sidebar', { exact: true }).click();
  await page.getByText('Animations', { exact: true }).click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect.poll(toasts, PAGE_LOAD).toContain('UI settings saved successfully!');

  const applied = async () => {
    // The screen first: the page's theme (its CSS variables) is in place once it renders, while the <html>
    // attributes below are set before the first paint (from the session's stored look).
    await expect(page.getByRole('button', { name: 'Save Settings' })).toBeVisible(PAGE_LOAD);
    await expect(html(page)).toHaveClass(/\bdark\b/, PAGE_LOAD);
    await expect(html(page)).toHaveAttribute('data-palette', 'green');
    // The brand palette is green: the solid buttons follow.
    await expect(page.getByRole('button', { name: 'Save Settings' })).toHaveCSS(
      'background-color',
      await computedColor(page, 'var(--chakra-colors-green-700)'),
    );
    await expect(html(page)).toHaveAttribute('data-motion', 'off');
    expect(await html(page).evaluate((element) => getComputedStyle(element).fontSize)).toBe('18px');
    // Collapsed: the sidebar shows icons only (labels stay for screen readers).
    await expect(page.locator('aside').filter({ has: page.getByRole('navigation', { name: 'Dashboard' }) })).toHaveCSS('width', '72px');
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Users' })).toBeVisible();
  };
  await applied();
  await page.reload();
  await applied();
  await expect(page.getByRole('checkbox', { name: 'Dark mode' })).toBeChecked(PAGE_LOAD);

  // Readable in dark mode: this screen and others.
  await expectNoSeriousA11yViolations(page);
  for (const [path, heading] of [
    ['/dashboard/users', 'Users'],
    ['/dashboard/points', 'Points Management'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible(PAGE_LOAD);
    await expect(html(page)).toHaveClass(/\bdark\b/, PAGE_LOAD);
    await expectNoSeriousA11yViolations(page);
  }
  await page.goto('/lenders');
  await expect(html(page)).toHaveClass(/\bdark\b/, PAGE_LOAD);
  // The lender cards (first page, by name) are what dark mode must keep readable.
  await expect(page.getByRole('article').first().getByRole('link')).toBeVisible(PAGE_LOAD);
  await expectNoSeriousA11yViolations(page);

  await openCustomization(page);
  await page.getByRole('button', { name: 'Reset to Default' }).click();
  await expect.poll(toasts, PAGE_LOAD).toContain('UI settings reset to default');
  await expect(html(page)).not.toHaveClass(/\bdark\b/, PAGE_LOAD);
  await expect(html(page)).not.toHaveAttribute('data-palette', /.+/);
  await expect(html(page)).not.toHaveAttribute('data-motion', /.+/);
  await expect(page.getByRole('radio', { name: 'Default' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Dark mode' })).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save Settings' })).toBeVisible(PAGE_LOAD);
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  await expect(page.getByLabel('Font size')).toHaveValue('16');
});

test('dark mode fits a phone with no serious accessibility violation', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE_VIEWPORT);
  await signInAsNewUser(page, 'admin', 'Phoebe Phone');
  await openCustomization(page);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByText('Dark mode', { exact: true }).click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(html(page)).toHaveClass(/\bdark\b/, PAGE_LOAD);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('tab', { name: 'Profile Information' })).toBeVisible(PAGE_LOAD);
  await expect(html(page)).toHaveClass(/\bdark\b/, PAGE_LOAD);
  await expectNoSeriousA11yViolations(page);
});

for (const account of ['officer', 'lender'] as const) {
  test(`the ${account} is sent away from customization`, async ({ page }) => {
    await signIn(page, account);
    await page.goto('/dashboard/customization');
    await expect(page).not.toHaveURL(/customization/, PAGE_LOAD);
    await expect(page.getByRole('heading', { name: 'UI Customization' })).toHaveCount(0);
  });
}
