// A skip link to the main content (WCAG 2.4.1): the first Tab stop of a page, seen only when focused;
// following it moves focus into <main>, past the top bar.
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { PAGE_LOAD } from '../support/pageLoad';

for (const path of ['/lenders', '/dashboard/users']) {
  test(`'Skip to main content' on ${path} moves focus past the navigation`, async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible(PAGE_LOAD);
    // The page's own controls have drawn (a table's rows may follow its heading): else the Tab after the
    // skip link has nothing in <main> to land on yet.
    await expect(page.locator('main').locator('a[href], button, input, select, textarea').first()).toBeVisible(PAGE_LOAD);
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab lands inside the page, not on the top bar or the sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  });
}
