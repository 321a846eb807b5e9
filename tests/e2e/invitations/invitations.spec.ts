// Invite → register from the link signed out → sign in as the new user (spec §2 Registration, §5, §8);
// pending invitations: resend (new link, the old one fails) and revoke.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { loginSession, signIn, signInThroughForm, storedToken } from '../support/auth';
import { callGateway } from '../support/gateway';
import { expectNoHorizontalScroll, PHONE_VIEWPORT } from '../support/layout';
import { ROLE_IDS } from '../support/newUser';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { PAGE_LOAD } from '../support/pageLoad';
import { chooseStatesByKeyboard } from '../support/statesLicensed';
import { recordToasts } from '../support/toasts';

test('an invitee registers from the one-time link and signs in', async ({ page, browser }) => {
  // A whole journey over two sessions: longer than one screen's test on a busy machine.
  test.setTimeout(180_000);
  const stamp = Date.now();
  const email = `invitee.${stamp}@example.com`;
  await signIn(page, 'admin');
  await page.goto('/dashboard/users');
  await page.getByRole('button', { name: 'Send Invite' }).click(PAGE_LOAD);
  const dialog = page.getByRole('dialog', { name: 'Send Invite' });
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  await expect(dialog.getByText('Please input full name!')).toBeVisible();
  await expect(dialog.getByText('Please input email!')).toBeVisible();
  await dialog.getByLabel(/^Full Name/).fill(`Iris Invitee ${stamp}`);
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Role/).selectOption({ label: 'Loan Officer' });
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  const linkField = dialog.getByLabel('Registration link');
  await expect(linkField).toHaveValue(/\/register\?token=/, PAGE_LOAD);
  const link = new URL(await linkField.inputValue());

  // Signed out, in a fresh browser context.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const toasts = await recordToasts(visitor);
  await visitor.goto(link.pathname + link.search);
  await expect(visitor.getByRole('heading', { name: 'Create a new Account' })).toBeVisible(PAGE_LOAD);
  await expect(visitor.getByLabel(/^Email/)).toHaveValue(email, PAGE_LOAD);
  await expect(visitor.getByLabel(/^Email/)).toHaveAttribute('readonly', '');
  await expect(visitor.getByLabel('Role')).toHaveValue('Loan Officer');
  await expect(visitor.getByLabel(/^First Name/)).toHaveValue('Iris Invitee');

  await visitor.getByRole('button', { name: 'Sign Up' }).click();
  for (const message of [
    'phoneNumber number is required',
    'Password is required',
    'Company is required',
    'Department is required',
    'State must be selected',
    'Language must be selected',
  ]) {
    await expect(visitor.getByText(message)).toBeVisible();
  }
  await visitor.getByLabel(/^Phone Number/).fill('555-010-3040');
  await visitor.getByLabel(/^Password/).fill('Welcome#2025');
  await visitor.getByLabel(/^Confirm Password/).fill('Welcome#2026');
  await visitor.getByLabel(/^Company/).fill('Invitee Lending');
  await visitor.getByLabel(/^Department/).fill('Retail');
  await chooseStatesByKeyboard(visitor, [{ search: 'flo', code: 'FL' }]);
  await visitor.getByRole('checkbox', { name: 'Spanish' }).check({ force: true });
  await visitor.getByRole('button', { name: 'Sign Up' }).click();
  await expect(visitor.getByText('Passwords do not match')).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await visitor.getByLabel(/^Confirm Password/).fill('Welcome#2025');
  await visitor.getByRole('button', { name: 'Sign Up' }).click();
  await expect(visitor).toHaveURL(/\/login$/, PAGE_LOAD);
  await expect.poll(toasts, PAGE_LOAD).toContain('Registration successful!');

  await signInThroughForm(visitor, email, 'Welcome#2025');
  // Signed in: the sign-in screen sends the new account on to the portal.
  await expect(visitor).toHaveURL(/localhost:\d+\/$/, PAGE_LOAD);
  expect(await storedToken(visitor)).toBeTruthy();

  // The invitation works once.
  const second = await context.newPage();
  await second.goto(link.pathname + link.search);
  await expect(second.getByText('This invitation has already been used')).toBeVisible(PAGE_LOAD);
  await context.close();
});

test('an unknown token says so plainly', async ({ page }) => {
  await page.goto('/register?token=not-a-token');
  await expect(page.getByRole('heading', { name: 'Create a new Account' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Invalid invitation token')).toBeVisible(PAGE_LOAD);
});

test.describe('pending invitations', () => {
  const SEND = 'mutation ($input: SendInviteInput!) { sendInvite(input: $input) { registrationLink } }';

  /** An invitation sent through the gateway; its one-time link as a path. */
  async function pendingInvitation(page: Page, name: string) {
    const admin = await loginSession(page.request, 'admin');
    const email = `pending.${name}.${Date.now().toString(36)}@example.com`;
    const sent = await callGateway<{ sendInvite: { registrationLink: string } }>(page.request, admin.token, SEND, {
      input: { fullName: `Pending ${name}`, email, roleId: ROLE_IDS.officer },
    });
    const link = new URL(sent.sendInvite.registrationLink);
    return { email, path: link.pathname + link.search };
  }

  // The users page runs the heaviest query of the dashboard; on a loaded machine its first paint took up to 20 s.
  const FIRST_PAINT = { timeout: 60_000 };

  async function expectLinkRefused(browser: Browser, path: string) {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(path);
    await expect(visitor.getByText('Invalid invitation token')).toBeVisible(PAGE_LOAD);
    await context.close();
  }

  test('are listed with their expiry; resend gives a new link and the old one stops working; revoke removes one', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const resent = await pendingInvitation(page, 'resent');
    const revoked = await pendingInvitation(page, 'revoked');
    await signIn(page, 'admin');
    const toasts = await recordToasts(page);
    await page.goto('/dashboard/users');
    const section = page.getByRole('region', { name: 'Pending Invitations' });
    const row = (email: string) => section.getByRole('row').filter({ hasText: email });
    await expect(row(resent.email)).toBeVisible(FIRST_PAINT);
    await expect(row(resent.email)).toContainText('Loan Officer');
    await expect(row(resent.email)).toContainText(String(new Date(Date.now() + 7 * 86_400_000).getFullYear()));
    await expectNoSeriousA11yViolations(page);

    await row(resent.email)
      .getByRole('button', { name: `Resend invitation to ${resent.email}` })
      .click();
    const linkField = section.getByLabel('Registration link');
    await expect(linkField).toHaveValue(/\/register\?token=/, PAGE_LOAD);
    const fresh = new URL(await linkField.inputValue());
    expect(fresh.pathname + fresh.search).not.toBe(resent.path);
    await expectLinkRefused(browser, resent.path);
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(fresh.pathname + fresh.search);
    await expect(visitor.getByLabel(/^Email/)).toHaveValue(resent.email, PAGE_LOAD);
    await context.close();

    await row(revoked.email)
      .getByRole('button', { name: `Revoke invitation to ${revoked.email}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(toasts, PAGE_LOAD).toContain('Invitation revoked successfully');
    await expect(row(revoked.email)).toHaveCount(0);
    await expectLinkRefused(browser, revoked.path);
    await page.reload();
    await expect(row(resent.email)).toBeVisible(FIRST_PAINT);
    await expect(row(revoked.email)).toHaveCount(0);
  });

  test('the list fits a phone with no serious accessibility violation', async ({ page }) => {
    await pendingInvitation(page, 'phone');
    await page.setViewportSize(PHONE_VIEWPORT);
    await signIn(page, 'admin');
    await page.goto('/dashboard/users');
    await expect(page.getByRole('region', { name: 'Pending Invitations' }).getByRole('row').nth(1)).toBeVisible(FIRST_PAINT);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});
