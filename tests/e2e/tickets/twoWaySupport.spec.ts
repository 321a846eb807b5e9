// Support both ways (docs/product.md "Support both ways"): an Account Executive files a ticket from the floating
// button, an Admin replies, the AE opens it from the bell and answers in the thread, and the Admin's open
// drawer shows the answer live.
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInAsNewUser } from '../support/newUser';
import { PAGE_LOAD } from '../support/pageLoad';

test.describe('two-way support tickets', () => {
  // A journey of several screens and two browsers: longer than one screen's test on a busy machine.
  test.describe.configure({ timeout: 300_000 });

  test('AE files a ticket, Admin replies, AE opens it from the bell and answers, Admin sees it live', async ({ page, browser }) => {
    const title = `Rate lock extension ${Date.now().toString(36)}`;
    const ae = await signInAsNewUser(page, 'lender', 'Aria Executive');

    // Every role finds its tickets in the dashboard sidebar.
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('link', { name: 'Tickets' }).first()).toBeVisible(PAGE_LOAD);
    await expect(page.getByRole('link', { name: 'Support' }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Create a support ticket' }).click();
    const panel = page.getByRole('dialog', { name: 'Create a Support Ticket' });
    await panel.getByLabel(/^Title/).fill(title);
    await panel.getByLabel(/^Category/).selectOption({ label: 'Conditions' });
    await panel.getByLabel(/^Subcategory/).selectOption({ index: 1 });
    await panel.getByLabel(/^Description/).fill('Can the lock on loan 4411 be extended by 15 days?');
    await panel.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Ticket created successfully')).toBeVisible();

    // The Admin, in a browser of their own, opens it and replies: 'From' is filled with their name and email.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin');
    await admin.goto('/dashboard/tickets');
    await admin.getByRole('searchbox', { name: 'Search tickets' }).fill(title);
    await admin.getByRole('button', { name: new RegExp(`^View ticket \\d+: ${title}$`) }).click(PAGE_LOAD);
    const adminDrawer = admin.getByRole('dialog', { name: 'Ticket Details' });
    await expect(adminDrawer).toContainText(title);
    await adminDrawer.getByRole('button', { name: 'Reply' }).click();
    const adminReply = admin.getByRole('dialog', { name: 'Ticket Reply' });
    await expect(adminReply.getByLabel(/^From/)).toHaveValue(/<admin@lendhub\.demo>$/);
    await expect(adminReply.getByLabel(/^To/)).toHaveValue(ae.email);
    await adminReply.getByLabel(/^Title/).fill('Extension approved');
    await adminReply.getByLabel(/^Message/).fill('Yes: 15 days at 0.125 points.');
    await adminReply.getByRole('button', { name: 'Send Reply' }).click();
    await expect(admin.getByText('Ticket replied successfully')).toBeVisible();
    await expect(adminDrawer).toContainText('Extension approved');

    // The AE's bell (in the top bar) rings; its item opens the ticket itself.
    await page.goto('/');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications 1 unread', PAGE_LOAD);
    await bell.click();
    await page.getByRole('menuitem', { name: /replied to your ticket/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/tickets\?ticket=\d+$/, PAGE_LOAD);
    const drawer = page.getByRole('dialog', { name: 'Ticket Details' });
    await expect(drawer).toContainText(title, PAGE_LOAD);
    await expect(drawer).toContainText('Extension approved');
    await expect(drawer).toContainText(/Written by .+ \(Admin\)/);

    // The AE answers in the thread: 'From' is theirs, 'To' is the support team.
    await drawer.getByRole('button', { name: 'Reply' }).click();
    const reply = page.getByRole('dialog', { name: 'Ticket Reply' });
    await expect(reply.getByLabel(/^From/)).toHaveValue(`Aria Executive <${ae.email}>`);
    await expect(reply.getByLabel(/^To/)).toHaveValue('LendHub Support');
    await reply.getByLabel(/^Title/).fill('Thanks, please lock it');
    await reply.getByLabel(/^Message/).fill('Go ahead with the 15-day extension.');
    await reply.getByRole('button', { name: 'Send Reply' }).click();
    await expect(page.getByText('Ticket replied successfully')).toBeVisible();
    await expect(drawer).toContainText('Thanks, please lock it');
    // The creator reads the status but cannot change it.
    await expect(drawer.getByRole('combobox', { name: /status/i })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The Admin's open drawer shows the answer without a reload, and their bell says who answered.
    await expect(adminDrawer).toContainText('Thanks, please lock it', PAGE_LOAD);
    await expect(adminDrawer).toContainText('Written by Aria Executive (Account Executive (Lender))');
    await adminContext.close();
  });
});
