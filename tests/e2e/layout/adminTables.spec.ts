// Admin tables that fit (issue: the Actions column started at x = 1800 px inside a 1044 px box): at
// 1366 × 900 every table's row actions are inside the viewport with no sideways scroll of the page; on a
// phone the table scrolls inside its own box and the pinned actions stay on screen. The floating buttons
// leave the tables' 'per page' selector uncovered.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoHorizontalScroll } from '../support/layout';
import { PAGE_LOAD } from '../support/pageLoad';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

interface AdminTable {
  name: string;
  path: string;
  /** The first row's actions, by accessible name. */
  actions: RegExp[];
  /** The pager's size selector, where the table has one. */
  perPage?: string;
}

const TABLES: AdminTable[] = [
  { name: 'Lenders', path: '/dashboard/lenders', actions: [/^Edit /, /^Delete /], perPage: 'Lenders per page' },
  { name: 'Users', path: '/dashboard/users', actions: [/^Edit /, /^Delete /], perPage: 'Users per page' },
  { name: 'Vendors', path: '/dashboard/vendors', actions: [/^View /, /^Edit /, /^Create support ticket for /, /^Delete /] },
  { name: 'Tickets', path: '/dashboard/tickets', actions: [/^View ticket /] },
  { name: 'Blogs', path: '/dashboard/blogs', actions: [/^Edit /, /^Delete /] },
  { name: 'Points', path: '/dashboard/points', actions: [/^Manage Points of /, /Points History/] },
];

/** The element lies wholly inside the viewport (not merely scrolled into a clipped box). */
async function expectInViewport(page: Page, element: Locator, what: string): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, `${what} is rendered`).not.toBeNull();
  expect(box!.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends on screen (viewport ${viewport.width} px)`).toBeLessThanOrEqual(viewport.width);
  // And it is the topmost element there: nothing (a pinned column's neighbour, a floating button) covers it.
  const hit = await element.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!top && (node === top || node.contains(top));
  });
  expect(hit, `${what} is not covered`).toBe(true);
}

function firstRow(page: Page): Locator {
  return page.locator('main table tbody tr').first();
}

async function openTable(page: Page, table: AdminTable): Promise<void> {
  await page.goto(table.path);
  await expect(firstRow(page).getByRole('button').first()).toBeVisible(PAGE_LOAD);
}

test.describe('admin tables at 1366 × 900', () => {
  test.use({ viewport: DESKTOP });
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  for (const table of TABLES) {
    test(`${table.name}: the row actions are on screen without sideways scrolling`, async ({ page }) => {
      await openTable(page, table);
      await expectNoHorizontalScroll(page);
      for (const action of table.actions) {
        await expectInViewport(page, firstRow(page).getByRole('button', { name: action }).first(), `${table.name} ${action.source}`);
      }
    });
  }

  for (const table of TABLES.filter((t) => t.perPage)) {
    test(`${table.name}: the floating buttons leave the 'per page' selector free at the end of the page`, async ({ page }) => {
      await openTable(page, table);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const perPage = page.getByLabel(table.perPage!);
      await expectInViewport(page, perPage, `'${table.perPage}'`);
      const help = (await page.getByRole('complementary', { name: 'Help' }).boundingBox())!;
      const select = (await perPage.boundingBox())!;
      const overlaps =
        select.x < help.x + help.width &&
        help.x < select.x + select.width &&
        select.y < help.y + help.height &&
        help.y < select.y + select.height;
      expect(overlaps, 'the floating buttons overlap the per-page selector').toBe(false);
    });
  }
});

test.describe('admin tables on a phone (390 × 844)', () => {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  for (const table of TABLES) {
    test(`${table.name}: the table scrolls in its own box and the row actions stay reachable`, async ({ page }) => {
      await openTable(page, table);
      await expectNoHorizontalScroll(page);
      for (const action of table.actions) {
        await expectInViewport(page, firstRow(page).getByRole('button', { name: action }).first(), `${table.name} ${action.source}`);
      }
    });
  }
});
