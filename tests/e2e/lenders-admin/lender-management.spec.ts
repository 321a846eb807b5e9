// Lender Management at /dashboard/lenders (spec §2 "Lender Management", §5 "Lender form", §8 toasts).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { gifFile, pngFile, pngOver } from '../support/images';
import { expectNoHorizontalScroll, PHONE_VIEWPORT } from '../support/layout';
import { recordToasts } from '../support/toasts';

// Pages and the full-screen form (two rich-text editors, many fields) can take long to come up and
// to validate on a busy shared machine.
const SLOW = { timeout: 45_000 };
test.describe.configure({ timeout: 300_000 });

function errorText(scope: Page | Locator, text: string) {
  return scope.getByText(text, { exact: true }).and(scope.locator('[data-part="error-text"]'));
}

async function totalLenders(page: Page): Promise<number> {
  const label = page.getByText(/^Total \d+ lenders/);
  await expect(label).toBeVisible(SLOW);
  return Number((await label.textContent())!.match(/\d+/)![0]);
}

async function openAddLender(page: Page): Promise<Locator> {
  await page.goto('/dashboard/lenders');
  await page.getByRole('button', { name: 'Add New Lender' }).click(SLOW);
  const dialog = page.getByRole('dialog', { name: 'Add New Lender' });
  await expect(dialog.getByRole('textbox', { name: 'Overlays' })).toBeVisible(SLOW);
  return dialog;
}

test.describe('Lender Management', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  test('lists lenders with the spec columns, sorts on the server and changes the page size', async ({ page }) => {
    await page.goto('/dashboard/lenders');
    await expect(page.getByRole('heading', { name: 'Lender Management', level: 1 })).toBeVisible(SLOW);
    const table = page.getByRole('table');
    for (const column of ['FullName', 'Website', 'Rating', 'Company', 'Contact', 'Phone', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    const total = await totalLenders(page);
    expect(total).toBeGreaterThan(10);
    await expect(table.getByRole('row')).toHaveCount(11);

    const rating = table.getByRole('columnheader', { name: 'Rating' });
    await rating.getByRole('button').click();
    await rating.getByRole('button').click();
    await expect(rating).toHaveAttribute('aria-sort', 'descending');
    const ratings = async () =>
      (await table.getByRole('row').locator('td:nth-child(3)').allTextContents()).map((text) => (text === 'N/A' ? 0 : Number(text)));
    await expect
      .poll(async () => {
        const list = await ratings();
        return list.length === 10 && list.every((value, i) => i === 0 || list[i - 1]! >= value);
      })
      .toBe(true);

    await page.getByLabel('Lenders per page').selectOption('20');
    await expect(table.getByRole('row')).toHaveCount(21);
    await expect(page.getByText(`Total ${total} lenders`)).toBeVisible();
  });

  test('the lender form applies the spec §5 rules', async ({ page }) => {
    const dialog = await openAddLender(page);
    await dialog.getByRole('button', { name: 'Create Lender' }).click(SLOW);
    await expect(errorText(dialog, 'Please upload profile image')).toBeVisible(SLOW);
    for (const message of [
      'Please upload company logo',
      'Please input first name!',
      'Please input last name!',
      'Please input email!',
      'Please input phone number!',
      'Please input password!',
      'Please input lender title!',
      'Website URL is required',
    ]) {
      await expect(errorText(dialog, message)).toBeVisible();
    }

    await dialog.getByLabel(/^Profile Image/).setInputFiles(gifFile());
    await expect(errorText(dialog, 'You can only upload JPG/PNG/WEBP files!')).toBeVisible();
    await dialog.getByLabel(/^Company Logo/).setInputFiles(pngOver(2));
    await expect(errorText(dialog, 'Image must be smaller than 2MB!')).toBeVisible();

    await dialog.getByLabel(/^First Name/).fill('A');
    await dialog.getByLabel(/^Email/).fill('not-an-email');
    await dialog.getByLabel(/^Phone/).fill('555-12');
    await dialog.getByLabel(/^Website/).fill('lender dot com');
    await dialog.getByLabel(/^Rating/).fill('7');
    await dialog.getByLabel(/^Short Description/).fill('Too short');
    await dialog.getByRole('button', { name: 'Add Link' }).click();
    await dialog.getByRole('button', { name: 'Add Program to QM Programs' }).click();
    await dialog.getByRole('button', { name: 'Create Lender' }).click(SLOW);
    await expect(errorText(dialog, 'Minimum 2 characters')).toBeVisible(SLOW);
    for (const message of [
      'Please enter a valid email!',
      'Please enter a valid phone number!',
      'Must be a valid URL',
      'Rating must be a whole number from 1 to 5',
      'Minimum 10 characters',
      'Name is required',
      'URL is required',
      'Required',
    ]) {
      await expect(errorText(dialog, message).first()).toBeVisible();
    }
    // Nothing was sent: Cancel closes the dialog and the table is as it was.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('create a lender with pictures and rich text → it shows on /lenders and its page → edit → delete', async ({ page }) => {
    const toasts = await recordToasts(page);
    const stamp = Date.now();
    // 'AAA' sorts first by name, so the row is on the first page when the table is reloaded.
    const title = `AAA Harbor Lending ${stamp}`;
    await page.goto('/dashboard/lenders');
    const total = await totalLenders(page);

    const dialog = await openAddLender(page);
    await dialog.getByLabel(/^Profile Image/).setInputFiles(pngFile('profile.png'));
    await expect(dialog.getByRole('img', { name: 'Profile Image preview' })).toBeVisible();
    await dialog.getByLabel(/^First Name/).fill('Marina');
    await dialog.getByLabel(/^Last Name/).fill('Okafor');
    await dialog.getByLabel(/^Email/).fill(`marina.${stamp}@harbor.example.com`);
    await dialog.getByLabel(/^Phone/).fill('+15550102030');
    await dialog.getByLabel(/^Password/).fill('Harbor#2025');
    await expect(dialog.getByLabel(/^Role/)).toHaveValue(/.+/);
    await dialog.getByLabel(/^Company Logo/).setInputFiles(pngFile('logo.png'));
    await dialog.getByLabel(/^Lender Title/).fill(title);
    await dialog.getByLabel(/^Website/).fill('https://harbor.example.com');
    await dialog.getByLabel(/^Rating/).fill('4');
    await dialog.getByLabel(/^Short Description/).fill('Portfolio lender for coastal properties.');

    await dialog.getByRole('textbox', { name: 'Overlays' }).click();
    await page.keyboard.type('Minimum FICO ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('660');
    await dialog.getByRole('textbox', { name: 'Lender Niche' }).click();
    await page.keyboard.type('Non-warrantable condos near the coast.');

    await dialog.getByRole('button', { name: 'Add Link' }).click();
    await dialog.getByLabel(/^Link 1 name/).fill('Broker portal');
    await dialog.getByLabel(/^Link 1 URL/).fill('https://portal.harbor.example.com');
    await dialog.getByRole('button', { name: 'Add Program to QM Programs' }).click();
    await dialog.getByLabel(/^QM Programs 1/).fill('Coastal Jumbo 30');
    await dialog.getByRole('button', { name: 'Add Program to Unique Property Type' }).click();
    await dialog.getByLabel(/^Unique Property Type 1/).fill('Condotels');

    await dialog.getByRole('button', { name: 'Create Lender' }).click(SLOW);
    await expect(dialog).toBeHidden(SLOW);
    await expect.poll(toasts).toContain('Lender created successfully!');
    await expect(page.getByText(`Total ${total + 1} lenders`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('link', { name: '+15550102030' })).toHaveAttribute('href', 'tel:+15550102030');
    await expect(row.getByText('Marina Okafor')).toBeVisible();

    // The directory and the lender's own page show it.
    await page.goto(`/lenders?search=${encodeURIComponent(title)}`);
    await page.getByRole('link', { name: title }).click(SLOW);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible(SLOW);
    await expect(page.getByRole('region', { name: 'Lender Overlays' }).locator('strong', { hasText: '660' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lender Niche & Highlights' })).toContainText('Non-warrantable condos near the coast.');
    await expect(page.getByText('Coastal Jumbo 30')).toBeVisible();
    await expect(page.getByText('Condotels')).toBeVisible();

    // Edit: the form opens with the stored values; a change is saved.
    await page.goto('/dashboard/lenders');
    const reloadedRow = page.getByRole('row').filter({ hasText: title });
    await reloadedRow.getByRole('button', { name: `Edit ${title}` }).click(SLOW);
    const edit = page.getByRole('dialog', { name: 'Edit Lender' });
    await expect(edit.getByLabel(/^First Name/)).toHaveValue('Marina', SLOW);
    await expect(edit.getByLabel(/^Last Name/)).toHaveValue('Okafor');
    await expect(edit.getByLabel(/^QM Programs 1/)).toHaveValue('Coastal Jumbo 30');
    await expect(edit.getByLabel(/^Password/)).toHaveCount(0);
    await edit.getByLabel(/^Rating/).fill('5');
    await edit.getByRole('button', { name: 'Update Lender' }).click(SLOW);
    await expect(edit).toBeHidden(SLOW);
    await expect.poll(toasts).toContain('Lender updated successfully!');
    await expect(reloadedRow.getByRole('cell', { name: '5', exact: true })).toBeVisible();

    // Delete with the prompt.
    await reloadedRow.getByRole('button', { name: `Delete ${title}` }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Confirm Delete' });
    // The prompt says what happens to the lender's sign-in (deactivated with it, in the same write: api/test/lenders-admin.test.ts).
    await expect(
      prompt.getByText(/^Are you sure you want to delete this lender\? Its Account Executive sign-in will be deactivated/),
    ).toBeVisible();
    await prompt.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(toasts).toContain('Lender deleted successfully');
    await expect(reloadedRow).toHaveCount(0);
    await expect(page.getByText(`Total ${total} lenders`)).toBeVisible();
  });

  test('no serious accessibility violation, desktop and phone, table and form', async ({ page }) => {
    await page.goto('/dashboard/lenders');
    await expect(page.getByRole('table')).toBeVisible(SLOW);
    await expectNoSeriousA11yViolations(page);
    const dialog = await openAddLender(page);
    await dialog.getByRole('button', { name: 'Create Lender' }).click(SLOW);
    await expect(errorText(dialog, 'Please upload profile image')).toBeVisible(SLOW);
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/dashboard/lenders');
    await expect(page.getByRole('table')).toBeVisible(SLOW);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await openAddLender(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('who may open Lender Management', () => {
  for (const account of ['officer', 'lender'] as const) {
    test(`${account} is sent away`, async ({ page }) => {
      await signIn(page, account);
      await page.goto('/dashboard/lenders');
      await expect(page).not.toHaveURL(/\/dashboard\/lenders$/, SLOW);
      await expect(page.getByRole('heading', { name: 'Lender Management', level: 1 })).toHaveCount(0);
    });
  }
});
