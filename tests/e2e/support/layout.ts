import { expect, type Page } from '@playwright/test';

/** The page fits the viewport's width (phone widths especially). */
export async function expectNoHorizontalScroll(page: Page, options: { soft?: boolean; where?: string } = {}): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  (options.soft ? expect.soft : expect)(
    overflow,
    `${options.where ? `${options.where}: ` : ''}page is wider than the screen`,
  ).toBeLessThanOrEqual(0);
}

/** The phone the spec's small-screen layouts are checked on. */
export const PHONE_VIEWPORT = { width: 375, height: 812 };
