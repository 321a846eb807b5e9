// 'Mortgage Vendor Information' at /dashboard/vendors (spec §2 "Vendors", §3 Vendor, §5 vendor rules, §8 toasts).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectNoHorizontalScroll, PHONE_VIEWPORT } from '../support/layout';
import { PAGE_LOAD } from '../support/pageLoad';
import { recordToasts } from '../support/toasts';

function errorText(scope: Page | Locator, text: string) {
  return scope.getByText(text, { exact: true }).and(scope.locator('[data-part="error-text"]'));
}

async function openVendors(page: Page) {
  await page.goto('/dashboard/vendors');
  // A first visit also loads the route's code; on a busy machine that has taken longer than PAGE_LOAD.
  await expect(page.getByRole('heading', { name: 'Mortgage Vendor Information', level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/^Total \d+ vendors/)).toBeVisible(PAGE_LOAD);
}

test.describe('mortgage vendors (Admin)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  test('table: columns, tags with +N, half stars, expandable description and search', async ({ page }) => {
    await openVendors(page);
    const table = page.getByRole('table');
    for (const column of ['Vendor Name', 'Category', 'Contact', 'Loan Types', 'Services', 'Rating', 'Status', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    const summit = table.getByRole('row').filter({ hasText: 'Summit Wholesale Lending' });
    // Seeded with 4 loan types and 4 services: the first 2 of each, then '+2'.
    await expect(summit.getByText('+2', { exact: true })).toHaveCount(2);
    await expect(summit.getByLabel('2 more: VA, Conventional')).toBeVisible();
    await expect(summit.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();

    await summit.getByRole('button', { name: 'Show description of Summit Wholesale Lending' }).click();
    await expect(page.getByText(/24-hour scenario turn times/)).toBeVisible();
    await page.getByRole('button', { name: 'Hide description of Summit Wholesale Lending' }).click();
    await expect(page.getByText(/24-hour scenario turn times/)).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search vendors' }).fill('harborline');
    // Only Harborline's rows besides the header: not a fixed count, as vendors-csv may import a copy of it meanwhile.
    await expect(table.getByRole('row').filter({ hasNotText: 'Harborline Credit Union' })).toHaveCount(1);
    await expect(table.getByRole('row').filter({ hasText: 'Harborline Credit Union' }).first()).toBeVisible();
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('add with the form rules, view details, edit, create a support ticket, delete with the prompt', async ({ page }) => {
    const toasts = await recordToasts(page);
    const name = `E2E Vendor ${Date.now()}`;
    await openVendors(page);
    const total = Number((await page.getByText(/^Total \d+ vendors/).textContent())!.match(/\d+/)![0]);

    await page.getByRole('button', { name: 'Add Vendor' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Mortgage Vendor' });
    await add.getByRole('button', { name: 'Add Vendor' }).click();
    for (const message of [
      'Please enter vendor name',
      'Please select a category',
      'Please enter contact email',
      'Please enter phone number',
      'Please enter website',
      'Please select a status',
      'Please enter founded year',
      'Please enter license number',
      'Please enter description',
      'Please select loan types',
      'Please select services',
      'Please enter minimum credit score',
      'Please select rating',
    ]) {
      await expect(errorText(add, message)).toBeVisible();
    }
    await expect(errorText(add, 'Please enter rate')).toHaveCount(3);

    await add.getByLabel('Vendor Name').fill(name);
    await add.getByLabel('Category').selectOption('Credit Union');
    await add.getByLabel('Contact Email').fill('not-an-email');
    await add.getByRole('button', { name: 'Add Vendor' }).click();
    await expect(errorText(add, 'Please enter a valid email')).toBeVisible();
    await expect(errorText(add, 'Please enter vendor name')).toBeHidden();

    await add.getByLabel('Contact Email').fill('desk@e2e-vendor.example');
    await add.getByLabel('Phone Number').fill('(555) 010-9999');
    await add.getByLabel('Website').fill('e2e-vendor.example');
    await add.getByLabel('Status').selectOption('Active');
    await add.getByLabel('Founded Year').fill('2011');
    await add.getByLabel('License Number').fill('NMLS-E2E');
    await add.getByLabel('Description').fill('Created by the end-to-end journey.');
    await add.getByLabel('Minimum Credit Score').fill('640');
    await add.getByLabel('Rating').selectOption('3.5');
    await add.getByLabel('30-Year Fixed Rate (%)').fill('6.5');
    await add.getByLabel('15-Year Fixed Rate (%)').fill('5.75');
    await add.getByLabel('5/1 ARM Rate (%)').fill('6.1');
    for (const loanType of ['FHA', 'VA', 'USDA'])
      await add.getByRole('group', { name: 'Loan Types' }).getByText(loanType, { exact: true }).click();
    await add.getByRole('group', { name: 'Services' }).getByText('HELOC', { exact: true }).click();
    await add.getByRole('button', { name: 'Add Vendor' }).click();
    await expect(add).toBeHidden();
    await expect.poll(toasts).toContain(`Vendor ${name} added successfully`);
    await expect(page.getByText(`Total ${total + 1} vendors`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('+1', { exact: true })).toBeVisible();
    await expect(row.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeVisible();

    await row.getByRole('button', { name: `View ${name}` }).click();
    const details = page.getByRole('dialog', { name: 'Mortgage Vendor Details' });
    await expect(details.getByRole('tab', { name: 'Basic Information' })).toHaveAttribute('aria-selected', 'true');
    await expect(details.getByText('NMLS-E2E')).toBeVisible();
    await details.getByRole('tab', { name: 'Mortgage Information' }).click();
    await expect(details.getByText('FHA, VA, USDA')).toBeVisible();
    await expect(details.getByText('6.5%')).toBeVisible();
    await details.getByRole('tab', { name: 'Documentation' }).click();
    await expect(details.getByText('No documents uploaded yet')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await details.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Mortgage Vendor' });
    await expect(edit.getByLabel('Vendor Name')).toHaveValue(name);
    await edit.getByLabel('Vendor Name').fill(`${name} Renamed`);
    await edit.getByLabel('Status').selectOption('Inactive');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect.poll(toasts).toContain(`Vendor ${name} Renamed updated successfully`);
    const renamed = page.getByRole('row').filter({ hasText: `${name} Renamed` });
    await expect(renamed.getByText('Inactive', { exact: true })).toBeVisible();

    await renamed.getByRole('button', { name: `Create support ticket for ${name} Renamed` }).click();
    const ticket = page.getByRole('dialog', { name: 'Create Support Ticket' });
    await ticket.getByRole('button', { name: 'Create Ticket' }).click();
    for (const message of [
      'Please enter a subject',
      'Please select a category',
      'Please select a priority',
      'Please enter a description',
    ]) {
      await expect(errorText(ticket, message)).toBeVisible();
    }
    await ticket.getByLabel('Subject').fill('Rate sheet request');
    await ticket.getByLabel('Category').selectOption('Credit Union');
    await ticket.getByLabel('Priority').selectOption('Urgent');
    await ticket.getByLabel('Description').fill('Please send the current rate sheet.');
    await ticket.getByLabel('Attachments').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('loan notes') });
    await ticket.getByRole('button', { name: 'Create Ticket' }).click();
    await expect(ticket).toBeHidden();
    await expect.poll(toasts).toContain(`Ticket for ${name} Renamed created successfully`);

    await renamed.getByRole('button', { name: `Delete ${name} Renamed` }).click();
    await page
      .getByRole('alertdialog', { name: `Are you sure to delete ${name} Renamed?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect.poll(toasts).toContain('Vendor deleted successfully');
    await expect(renamed).toHaveCount(0);
    await expect(page.getByText(`Total ${total} vendors`)).toBeVisible();

    // The store was updated in place (the counts above are the page's own: no refetch in between); the
    // server agrees. Asked by name, not by the overall total: other specs create vendors at the same time
    // (vendors-csv imports a copy of every vendor), so after a reload the total is theirs too.
    await page.reload();
    await expect(page.getByText(/^Total \d+ vendors/)).toBeVisible(PAGE_LOAD);
    await page.getByRole('searchbox', { name: 'Search vendors' }).fill(name);
    await expect(page.getByText('Total 0 vendors')).toBeVisible();
  });

  test('phone width: the table scrolls inside its frame; the add form is usable; no serious axe violation', async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await openVendors(page);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add Vendor' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Mortgage Vendor' });
    await expect(add.getByLabel('Vendor Name')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('a Loan Officer cannot open the vendor admin page', async ({ page }) => {
  await signIn(page, 'officer');
  await page.goto('/dashboard/vendors');
  await expect(page).not.toHaveURL(/\/dashboard\/vendors/, PAGE_LOAD);
});
