// The ticketing page /dashboard/tickets (spec §2 "Ticketing page", §4 ticket states, §5, §6, §8).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectNoHorizontalScroll, PHONE_VIEWPORT } from '../support/layout';
import { PAGE_LOAD } from '../support/pageLoad';
import { recordToasts } from '../support/toasts';

function errorText(page: Page, text: string) {
  return page.getByText(text, { exact: true }).and(page.locator('[data-part="error-text"]'));
}

/** The tag's colour family from its background (spec §4: Open blue, In Progress orange, Closed green). */
async function hueOf(tag: Locator): Promise<string> {
  const rgb = await tag.evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = rgb.match(/\d+/g)!.map(Number) as [number, number, number];
  if (b > r && b > g) return 'blue';
  if (r > g && r > b) return 'orange';
  return g > r && g > b ? 'green' : rgb;
}

async function createTicket(page: Page, title: string) {
  await page.getByRole('button', { name: 'Create Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Ticket' });
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByLabel(/^Category/).selectOption({ label: 'Assets' });
  await dialog.getByLabel(/^Subcategory/).selectOption({ label: 'Desk Review Question' });
  await dialog.getByLabel(/^Description/).fill('Large deposit on the bank statement needs sourcing.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('ticketing page', () => {
  test('a Loan Officer lands on their tickets; Create Ticket follows the category rules and the ticket joins the top', async ({ page }) => {
    const toasts = await recordToasts(page);
    await signIn(page, 'officer');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/tickets$/, PAGE_LOAD);
    await expect(page.getByRole('heading', { name: 'Tickets', level: 1 })).toBeVisible(PAGE_LOAD);
    const table = page.getByRole('table');
    for (const column of ['Ticket #', 'Title', 'Category', 'Status', 'Created By', 'Created Date', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    // Only the officer's own tickets (the server decides).
    await expect(table.getByRole('row').filter({ hasText: '@' }).filter({ hasNotText: 'officer@lendhub.demo' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Status' }).locator('option')).toHaveText([
      'All Status',
      'Open',
      'In Progress',
      'Closed',
    ]);

    await page.getByRole('button', { name: 'Create Ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Ticket' });
    const subcategory = dialog.getByLabel(/^Subcategory/);
    await expect(subcategory).toBeDisabled();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    for (const message of [
      'Please enter ticket title',
      'Please select a category',
      'Please select a subcategory',
      'Please enter ticket description',
    ]) {
      await expect(errorText(page, message)).toBeVisible();
    }
    await dialog.getByLabel(/^Category/).selectOption({ label: 'Appraisals' });
    await expect(subcategory).toBeEnabled();
    await subcategory.selectOption({ label: 'FHA/VA Appraisal Question' });
    await dialog.getByLabel(/^Category/).selectOption({ label: 'Conditions' });
    await expect(subcategory).toHaveValue('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    const title = `Bank statement deposit ${Date.now()}`;
    await createTicket(page, title);
    await expect.poll(toasts).toContain('Ticket created successfully');
    const firstRow = table.getByRole('row').nth(1);
    await expect(firstRow).toContainText(title);
    expect(await hueOf(firstRow.getByText('Open', { exact: true }))).toBe('blue');
  });

  test('search and status filter ask the server', async ({ page }) => {
    await signIn(page, 'officer');
    await page.goto('/dashboard/tickets');
    await expect(page.getByRole('table')).toBeVisible(PAGE_LOAD);
    const title = `Searchable ticket ${Date.now()}`;
    await createTicket(page, title);
    await page.getByRole('searchbox', { name: 'Search tickets' }).fill(title);
    await expect(page.getByText(/^Total 1 tickets/)).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Closed' });
    await expect(page.getByText('No tickets found')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Open' });
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(title);
  });

  test('an officer sees the details and may answer but not set the status; an Admin replies and changes the status; the officer sees both after a reload', async ({
    browser,
  }) => {
    const title = `Drawer journey ${Date.now()}`;
    const officer = await browser.newPage();
    await signIn(officer, 'officer');
    await officer.goto('/dashboard/tickets');
    await expect(officer.getByRole('table')).toBeVisible(PAGE_LOAD);
    await createTicket(officer, title);
    await officer.getByRole('button', { name: new RegExp(`^View ticket \\d+: ${title}`) }).click();
    let drawer = officer.getByRole('dialog', { name: 'Ticket Details' });
    await expect(drawer.getByRole('heading', { name: title })).toBeVisible();
    for (const label of ['Description', 'Category', 'Subcategory', 'Status', 'Email', 'Created By', 'Created Date']) {
      await expect(drawer.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(drawer.getByText('Desk Review Question')).toBeVisible();
    // The creator answers in their own thread (docs/product.md "Support both ways"); only an Admin sets the status.
    await expect(drawer.getByRole('button', { name: 'Reply' })).toBeVisible();
    await expect(drawer.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
    await expect(drawer.getByText('No replies yet.')).toBeVisible();

    const admin = await browser.newPage();
    const toasts = await recordToasts(admin);
    await signIn(admin, 'admin');
    await admin.goto('/dashboard/tickets');
    await admin.getByRole('searchbox', { name: 'Search tickets' }).fill(title);
    await expect(admin.getByText(/^Total 1 tickets/)).toBeVisible(PAGE_LOAD);
    await admin.getByRole('button', { name: new RegExp(`^View ticket \\d+: ${title}`) }).click();
    drawer = admin.getByRole('dialog', { name: 'Ticket Details' });
    await drawer.getByRole('button', { name: 'Reply' }).click();
    const reply = admin.getByRole('dialog', { name: 'Ticket Reply' });
    await expect(reply.getByLabel(/^To/)).toHaveValue('officer@lendhub.demo');
    await expect(reply.getByLabel(/^From/)).toHaveValue(/<admin@lendhub\.demo>$/);
    await reply.getByLabel(/^To/).fill('');
    await reply.getByLabel(/^From/).fill('');
    await reply.getByRole('button', { name: 'Send Reply' }).click();
    for (const message of [
      'Please enter reply title',
      'Please enter reply message',
      'Please enter who the reply is from',
      'Please enter who the reply is to',
    ]) {
      await expect(errorText(admin, message)).toBeVisible();
    }
    await reply.getByLabel(/^Title/).fill('Deposit sourced');
    await reply.getByLabel(/^Message/).fill('Upload the gift letter and we will clear it today.');
    await reply.getByLabel(/^From/).fill('LendHub Support');
    await reply.getByLabel(/^To/).fill('officer@lendhub.demo');
    await reply.getByRole('button', { name: 'Send Reply' }).click();
    await expect(reply).toBeHidden();
    await expect.poll(toasts).toContain('Ticket replied successfully');
    await expect(drawer.getByText('Deposit sourced')).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Replies (1)' })).toBeVisible();

    await drawer.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'In Progress' });
    await expect.poll(toasts).toContain('Ticket status updated successfully');
    await admin.keyboard.press('Escape');
    const row = admin.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('In Progress', { exact: true })).toBeVisible();
    expect(await hueOf(row.getByText('In Progress', { exact: true }))).toBe('orange');

    await officer.reload();
    const officerRow = officer.getByRole('row').filter({ hasText: title });
    await expect(officerRow.getByText('In Progress', { exact: true })).toBeVisible(PAGE_LOAD);
    await officerRow.getByRole('button', { name: /^View ticket/ }).click();
    drawer = officer.getByRole('dialog', { name: 'Ticket Details' });
    await expect(drawer.getByText('Deposit sourced')).toBeVisible();
    await expect(drawer.getByText('Upload the gift letter and we will clear it today.')).toBeVisible();
    await expect(drawer.getByText('From LendHub Support to officer@lendhub.demo')).toBeVisible();
    await officer.close();
    await admin.close();
  });

  test('no serious accessibility violation, desktop and phone, with the drawer open', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard/tickets');
    await expect(page.getByRole('table')).toBeVisible(PAGE_LOAD);
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('button', { name: /^View ticket/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Ticket Details' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect(page.getByRole('button', { name: 'Create Ticket' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});
