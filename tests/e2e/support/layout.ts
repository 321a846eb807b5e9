import { expect, type Page } from '@playwright/test';

/** The page fits the viewport's width (phone widths especially). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'page is wider than the screen').toBeLessThanOrEqual(0);
}

/** The phone the spec's small-screen layouts are checked on. */
export const PHONE_VIEWPORT = { width: 375, height: 812 };
