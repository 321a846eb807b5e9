// Floating buttons that cover nothing (issue: on a phone the ticket button sat on the pricer's LTV-calculator
// button, so a tap opened the ticket panel, and on the calendar's Saturday column). On a phone the buttons
// close the page instead of floating; from md they float over the space the page reserves at its bottom.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { PAGE_LOAD } from '../support/pageLoad';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** Brings the control to the bottom edge of the screen (where a floating button sits) and checks nothing lies on it. */
async function expectUncoveredAtBottomEdge(page: Page, control: Locator, what: string): Promise<void> {
  await control.evaluate((node) => node.scrollIntoView({ block: 'end' }));
  const topmost = await control.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!top && (node === top || node.contains(top));
  });
  expect(topmost, `${what} is the topmost element at its centre`).toBe(true);
  // And the buttons' box (in the same viewport coordinates) does not meet the control's anywhere.
  const a = (await control.boundingBox())!;
  const b = (await help(page).boundingBox())!;
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps, `the floating buttons overlap ${what}`).toBe(false);
}

function help(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Help' });
}

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'officer');
  });

  test("the pricer's LTV-calculator button is never under the floating buttons, and a tap opens the calculator", async ({ page }) => {
    await page.goto('/quote');
    const ltv = page.getByRole('button', { name: 'Open the LTV calculator' });
    await expect(ltv).toBeVisible(PAGE_LOAD);
    await expectUncoveredAtBottomEdge(page, ltv, 'the LTV-calculator button');
    await ltv.click();
    await expect(page.getByRole('dialog', { name: 'LTV Calculator' })).toBeVisible();
  });

  test("the calendar's Saturday column is never under the floating buttons", async ({ page }) => {
    await page.goto('/growth?view=calendar');
    const saturday = page.locator('main abbr[title="Saturday"]').first();
    await expect(saturday).toBeVisible(PAGE_LOAD);
    await expectUncoveredAtBottomEdge(page, saturday, "the calendar's Saturday heading");
  });

  test('the buttons are still there, after the page, and open the ticket panel', async ({ page }) => {
    await page.goto('/quote');
    await expect(page.getByRole('button', { name: 'Open the LTV calculator' })).toBeVisible(PAGE_LOAD);
    // Last in the page: below the footer's copyright.
    const footer = (await page.getByText('© 2025 LendHub. All rights reserved.').boundingBox())!;
    const buttons = (await help(page).boundingBox())!;
    expect(buttons.y).toBeGreaterThanOrEqual(footer.y + footer.height);
    await help(page).getByRole('button', { name: 'Create a support ticket' }).click();
    await expect(page.getByRole('dialog', { name: 'Create a Support Ticket' })).toBeVisible();
  });
});

test('at 1366 × 900 the buttons float: on screen at the top of a long page as at its end', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'officer');
  await page.goto('/quote');
  await expect(page.getByRole('button', { name: 'Open the LTV calculator' })).toBeVisible(PAGE_LOAD);
  for (const scroll of ['top', 'end'] as const) {
    await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight), scroll);
    const box = (await help(page).boundingBox())!;
    expect(box.y + box.height, `buttons on screen with the page at its ${scroll}`).toBeLessThanOrEqual(DESKTOP.height);
    expect(box.y, `buttons on screen with the page at its ${scroll}`).toBeGreaterThanOrEqual(0);
  }
});
