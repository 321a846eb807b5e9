// Blogs at /dashboard/blogs (spec §2 "Blogs", §4 post states, §5 scenario rules, §8 toasts): a draft
// stays out of the scenario feed until it is published.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectNoHorizontalScroll, PHONE_VIEWPORT } from '../support/layout';
import { recordToasts } from '../support/toasts';

// Pages and the editor dialog can take long to come up on a busy shared machine.
const SLOW = { timeout: 45_000 };
test.describe.configure({ timeout: 300_000 });

function errorText(scope: Locator, text: string) {
  return scope.getByText(text, { exact: true }).and(scope.locator('[data-part="error-text"]'));
}

async function totalPosts(page: Page): Promise<number> {
  const label = page.getByText(/^Total \d+ posts/);
  await expect(label).toBeVisible(SLOW);
  return Number((await label.textContent())!.match(/\d+/)![0]);
}

/** The scenario feed's post titles (first page). */
async function feedTitles(page: Page): Promise<Locator> {
  await page.goto('/lender-finder');
  const feed = page.getByRole('list', { name: 'Scenario posts' });
  await expect(feed.getByRole('article').first()).toBeVisible(SLOW);
  return feed.getByRole('heading', { level: 2 });
}

test.describe('Blogs', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  test('lists posts with the spec columns, status tags and the total', async ({ page }) => {
    await page.goto('/dashboard/blogs');
    await expect(page.getByRole('heading', { name: 'Blogs', level: 1 })).toBeVisible(SLOW);
    const table = page.getByRole('table');
    for (const column of ['Title', 'Author', 'Engagement', 'Status', 'Created At', 'updated At', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    expect(await totalPosts(page)).toBeGreaterThan(0);
    await expect(
      table
        .getByRole('row')
        .nth(1)
        .getByRole('group', { name: /^\d+ likes, \d+ comments$/ }),
    ).toBeVisible();
    await expect(table.getByText('Published').first()).toBeVisible();
  });

  test('create a draft (not in the feed) → publish it (in the feed) → delete it', async ({ page }) => {
    const toasts = await recordToasts(page);
    const title = `Rate watch draft ${Date.now()}`;
    await page.goto('/dashboard/blogs');
    const total = await totalPosts(page);

    await page.getByRole('button', { name: 'Add New Blog Post' }).click(SLOW);
    const dialog = page.getByRole('dialog', { name: 'Add New Blog Post' });
    const content = dialog.getByRole('textbox', { name: 'Content' });
    await expect(content).toBeVisible(SLOW);
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await expect(errorText(dialog, 'Please input the title!')).toBeVisible(SLOW);
    await expect(errorText(dialog, 'Please write some content!')).toBeVisible();

    await dialog.getByLabel(/^Title/).fill(title);
    await content.click();
    await page.keyboard.type('Rates moved a quarter point this week; ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('lock early');
    const publish = dialog.getByRole('checkbox', { name: 'Publish Status' });
    await expect(publish).not.toBeChecked();
    await expect(dialog.getByText('Draft', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await expect(dialog).toBeHidden(SLOW);
    await expect.poll(toasts).toContain('Blog post created successfully!');
    await expect(page.getByText(`Total ${total + 1} posts`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await expect(row.getByText('Avery Admin')).toBeVisible();

    // A draft is not in the scenario feed.
    await expect(await feedTitles(page)).not.toContainText([title]);

    // Publish it from the edit dialog: the feed shows it first.
    await page.goto('/dashboard/blogs');
    await row.getByRole('button', { name: `Edit ${title}` }).click(SLOW);
    const edit = page.getByRole('dialog', { name: 'Edit Blog Post' });
    await expect(edit.getByLabel(/^Title/)).toHaveValue(title, SLOW);
    await expect(edit.getByRole('textbox', { name: 'Content' }).locator('strong', { hasText: 'lock early' })).toBeVisible();
    await edit.getByText('Publish Status').click();
    await expect(edit.getByRole('checkbox', { name: 'Publish Status' })).toBeChecked();
    await edit.getByRole('button', { name: 'Update Post' }).click();
    await expect(edit).toBeHidden(SLOW);
    await expect.poll(toasts).toContain('Blog post updated successfully!');
    await expect(row.getByText('Published', { exact: true })).toBeVisible();
    await expect((await feedTitles(page)).first()).toHaveText(title);

    // Delete with the prompt: gone from the table and the feed.
    await page.goto('/dashboard/blogs');
    await row.getByRole('button', { name: `Delete ${title}` }).click(SLOW);
    const prompt = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this blog post?' });
    await prompt.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(toasts).toContain('Blog post deleted successfully');
    await expect(row).toHaveCount(0);
    await expect(page.getByText(`Total ${total} posts`)).toBeVisible();
    await expect(await feedTitles(page)).not.toContainText([title]);
  });

  test('no serious accessibility violation, desktop and phone, table and dialog', async ({ page }) => {
    await page.goto('/dashboard/blogs');
    await expect(page.getByRole('table')).toBeVisible(SLOW);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add New Blog Post' }).click(SLOW);
    await expect(page.getByRole('dialog', { name: 'Add New Blog Post' }).getByRole('textbox', { name: 'Content' })).toBeVisible(SLOW);
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/dashboard/blogs');
    await expect(page.getByRole('table')).toBeVisible(SLOW);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('who may open Blogs', () => {
  for (const account of ['officer', 'lender'] as const) {
    test(`${account} is sent away`, async ({ page }) => {
      await signIn(page, account);
      await page.goto('/dashboard/blogs');
      await expect(page).not.toHaveURL(/\/dashboard\/blogs$/, SLOW);
      await expect(page.getByRole('heading', { name: 'Blogs', level: 1 })).toHaveCount(0);
    });
  }
});
