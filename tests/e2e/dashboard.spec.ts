// The dashboard shell (spec §2 "Dashboard shell"): sidebar by role, logout, the phone-width drawer.
import { expect, test, type Page } from '@playwright/test';
import { signIn, storedToken } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoHorizontalScroll, PHONE_VIEWPORT } from './support/layout';

test.describe('dashboard shell', () => {
  const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

  test('Admin sidebar lists every admin section, the pipeline, the chatbot and support, plus Home', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard');
    await expect(sidebar(page).getByRole('link')).toHaveText([
      'Dashboard',
      'Loan Pipeline',
      'Tickets',
      'Profile',
      'Points',
      'Lenders',
      'Rate Sheets',
      'Blogs',
      'Users',
      'API Clients',
      'AI Chatbot',
      'Support',
      'Home',
    ]);
  });

  test('Loan Officer and Account Executive see the pipeline, their tickets, Profile and Support; no Dashboard link that leads back', async ({
    page,
  }) => {
    await signIn(page, 'officer');
    await page.goto('/dashboard');
    await expect(sidebar(page).getByRole('link')).toHaveText(['Loan Pipeline', 'Tickets', 'Profile', 'Support', 'Home']);
    await signIn(page, 'lender');
    await page.goto('/dashboard');
    await expect(sidebar(page).getByRole('link')).toHaveText(['Loan Pipeline', 'Tickets', 'Profile', 'Support', 'Home']);
  });

  test('Logout removes the token, revokes it on the server and goes to /login', async ({ page }) => {
    const session = await signIn(page, 'admin', { fresh: true });
    await page.goto('/dashboard');
    const loggedOut = page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('logoutMutation'),
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    await loggedOut;
    const viewer = await page.request.post('/graphql', {
      data: { query: '{ viewer { email } }' },
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect((await viewer.json()).data.viewer).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('dashboard home and the open ticket panel have no serious accessibility violations', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Loan Officer Dashboard' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Create a support ticket' }).click();
    await expect(page.getByRole('dialog', { name: 'Create a Support Ticket' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('dashboard at phone width (375 × 812)', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('the dashboard sidebar becomes a drawer', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard');
    await expectNoHorizontalScroll(page);
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/dashboard\/users$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
