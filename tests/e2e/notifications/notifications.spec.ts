// Notifications for real: the bell's unread count and latest items, /notifications with mark read and
// mark all read (docs/product.md "Decisions"). Each test signs in a new Loan Officer so counts are its own.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginSession, storeSession, type Session } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { callGateway } from '../support/gateway';
import { holdOperation } from '../support/graphql';
import { expectNoHorizontalScroll, PHONE_VIEWPORT } from '../support/layout';
import { PAGE_LOAD } from '../support/pageLoad';
import { recordToasts } from '../support/toasts';

const LOAN_OFFICER_ROLE = Buffer.from('UserRole:1').toString('base64');

/** A new Loan Officer (no notifications yet), signed in over HTTP. */
async function newOfficer(request: APIRequestContext): Promise<Session> {
  const admin = await loginSession(request, 'admin');
  const email = `notified.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  await callGateway(request, admin.token, 'mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }', {
    input: { fullName: 'Nia Notified', email, phoneNumber: '5550104321', roleId: LOAN_OFFICER_ROLE, password: 'password-123' },
  });
  const login = await callGateway<{ login: Session }>(
    request,
    '',
    'mutation ($input: LoginInput!) { login(input: $input) { token role email } }',
    {
      input: { email, password: 'password-123' },
    },
  );
  return login.login;
}

/** The officer files a ticket through GraphQL; the Admin answers it `replies` times. */
async function ticketAnswered(request: APIRequestContext, officer: Session, title: string, replies = 1) {
  const created = await callGateway<{ createTicket: { ticket: { id: string; internalId: number } } }>(
    request,
    officer.token,
    'mutation ($input: CreateTicketInput!) { createTicket(input: $input) { ticket { id internalId } } }',
    { input: { title, description: 'The FHA appraisal is 5% under contract price. What are my options?' } },
  );
  const admin = await loginSession(request, 'admin');
  for (let i = 1; i <= replies; i++) {
    await callGateway(request, admin.token, 'mutation ($input: ReplyToTicketInput!) { replyToTicket(input: $input) { message } }', {
      input: {
        ticketId: created.createTicket.ticket.id,
        title: `Answer ${i}`,
        message: 'We ordered a desk review.',
        from: 'LendHub Support',
        to: officer.email,
      },
    });
  }
  return created.createTicket.ticket;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const list = (page: Page) => page.getByRole('list', { name: 'Notifications' });

test.describe('notifications', () => {
  // Each test sets up a user, a ticket and replies over HTTP before the browser part: more than a simple page test.
  test.describe.configure({ timeout: 120_000 });

  test("an Admin's reply shows in the officer's bell and page, and opening it goes to the ticket", async ({ page }) => {
    const officer = await newOfficer(page.request);
    await storeSession(page, officer);
    await page.goto('/notifications');
    await expect(page.getByText('No notifications yet')).toBeVisible(PAGE_LOAD);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(bell(page).getByTestId('notification-badge')).toHaveCount(0);

    const ticket = await ticketAnswered(page.request, officer, 'Appraisal came in low');
    const ticketUrl = `/dashboard/tickets?ticket=${ticket.internalId}`;
    await page.reload();
    const row = list(page).getByRole('listitem').filter({ hasText: 'Appraisal came in low: Answer 1' });
    await expect(row).toContainText('Unread:', PAGE_LOAD);
    await expect(row.getByRole('link', { name: 'LendHub Support replied to your ticket' })).toHaveAttribute('href', ticketUrl);
    await expect(page.getByText('1 unread notification')).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications 1 unread');
    await expect(bell(page).getByTestId('notification-badge')).toHaveText(/^1/);

    await bell(page).click();
    const item = page.getByRole('menuitem', { name: /LendHub Support replied to your ticket/ });
    await expect(item).toContainText('Appraisal came in low: Answer 1');
    await expect(item).toHaveAttribute('href', ticketUrl);
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/tickets\\?ticket=${ticket.internalId}$`), PAGE_LOAD);
    // The link opens that ticket's details, with the reply.
    const details = page.getByRole('dialog', { name: 'Ticket Details' });
    await expect(details).toBeVisible(PAGE_LOAD);
    await expect(details).toContainText('Appraisal came in low');
    await expect(details).toContainText('Answer 1');
    await details.getByRole('button', { name: /close/i }).first().click();

    // Opening it read it: the bell is back to no count.
    await page.goto('/notifications');
    await expect(page.getByText('You are all caught up')).toBeVisible(PAGE_LOAD);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
  });

  test('mark as read and mark all as read change the bell at once', async ({ page }) => {
    const officer = await newOfficer(page.request);
    await ticketAnswered(page.request, officer, 'Condition list for the DSCR scenario', 3);
    await storeSession(page, officer);
    const toasts = await recordToasts(page);
    await page.goto('/notifications');
    await expect(page.getByText('3 unread notifications')).toBeVisible(PAGE_LOAD);
    await expect(bell(page)).toHaveAccessibleName('Notifications 3 unread');
    await expect(list(page).getByRole('listitem')).toHaveCount(3);

    // Optimistic: the bell drops while the server has not answered yet.
    const held = await holdOperation(page, 'useMarkNotificationReadMutation');
    const newest = list(page).getByRole('listitem').first();
    await expect(newest).toContainText('Answer 3');
    await newest.getByRole('button', { name: 'Mark as read' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications 2 unread');
    await expect(newest.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
    expect(held.requests()).toBe(1);
    held.release();
    await expect(page.getByText('2 unread notifications')).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });

    const heldAll = await holdOperation(page, 'useMarkAllNotificationsReadMutation');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(list(page).getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
    heldAll.release();
    await expect.poll(toasts, PAGE_LOAD).toContain('2 notifications marked as read');
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

    // Kept by the server: after a reload everything is still read.
    await page.reload();
    await expect(page.getByText('You are all caught up')).toBeVisible(PAGE_LOAD);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
  });

  test('the page loads more, 10 at a time', async ({ page }) => {
    const officer = await newOfficer(page.request);
    await ticketAnswered(page.request, officer, 'Cash to close changed', 12);
    await storeSession(page, officer);
    await page.goto('/notifications');
    await expect(list(page).getByRole('listitem')).toHaveCount(10, PAGE_LOAD);
    await expect(page.getByText('Total 12 notifications · showing 10')).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(list(page).getByRole('listitem')).toHaveCount(12);
    await expect(list(page).getByRole('listitem').last()).toContainText('Answer 1');
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test("a count above 99 shows as '99+'", async ({ page }) => {
    const officer = await newOfficer(page.request);
    await storeSession(page, officer);
    const { viewer } = await callGateway<{ viewer: { id: string } }>(page.request, officer.token, '{ viewer { id } }');
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      // The bell's count comes with the shell's query: the real answer, with the count raised.
      if (body.operationName !== 'ShellQuery') return route.continue();
      const response = await route.fetch();
      const json = (await response.json()) as { data: { viewer: { id: string; unreadNotificationCount: number } } };
      expect(json.data.viewer.id).toBe(viewer.id);
      json.data.viewer.unreadNotificationCount = 150;
      return route.fulfill({ response, json });
    });
    // A light page that reads no count of its own (the notifications page would store the real one).
    await page.goto('/licensing');
    await expect(page.getByRole('heading', { name: 'Licensing', level: 1 })).toBeVisible(PAGE_LOAD);
    await expect(bell(page)).toHaveAccessibleName('Notifications 99+ unread');
    await expect(bell(page).getByTestId('notification-badge')).toHaveText(/^99\+/);
  });

  test('signed out there is no bell', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible(PAGE_LOAD);
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  });

  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', PHONE_VIEWPORT],
  ] as const) {
    test(`no serious accessibility violation on the page and the open bell (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const officer = await newOfficer(page.request);
      await ticketAnswered(page.request, officer, 'Appraisal came in low', 2);
      await storeSession(page, officer);
      await page.goto('/notifications');
      await expect(list(page).getByRole('listitem')).toHaveCount(2, PAGE_LOAD);
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page);
      await bell(page).click();
      await expect(page.getByRole('menuitem', { name: 'View All Notifications' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `/tmp/shots/notifications/bell-${name}.png` });
      await page.keyboard.press('Escape');
      await page.screenshot({ path: `/tmp/shots/notifications/page-${name}.png`, fullPage: true });
    });
  }
});
