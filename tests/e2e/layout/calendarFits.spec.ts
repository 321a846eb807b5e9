// /growth?view=calendar scrolled sideways (59 px on a phone, 49 px on desktop for the officer): the event
// chips' visually hidden labels were placed against the page. With the officer's seeded events on screen
// the page fits at both widths.
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoHorizontalScroll } from '../support/layout';
import { PAGE_LOAD } from '../support/pageLoad';

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the officer's calendar with its events fits ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'officer');
    await page.goto('/growth?view=calendar');
    // Seeded today: the chip is in the current month whatever the date.
    await expect(page.getByRole('button', { name: /^Rate lock review with Summit team/ }).first()).toBeVisible(PAGE_LOAD);
    await expectNoHorizontalScroll(page);
  });
}
