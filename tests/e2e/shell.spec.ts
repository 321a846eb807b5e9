// The portal's shell (issue: first impression): the frame paints before the data, the dashboard header
// names the page, toasts hide no control, signed-out visitors are asked to sign in before a ticket,
// unknown paths raise no router warning, and motion follows the user's settings.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginSession, signIn } from './support/auth';
import { callGateway } from './support/gateway';
import { holdOperation } from './support/graphql';
import { PAGE_LOAD } from './support/pageLoad';

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`not laid out: ${locator}`);
  return box;
}

test.describe('shell', () => {
  test('first paint: the top bar and a placeholder show while the page query has not answered', async ({ page }) => {
    await signIn(page, 'officer');
    const lenders = await holdOperation(page, 'LendersRouteQuery');
    await page.goto('/lenders');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible(PAGE_LOAD);
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lenders', level: 1 })).toBeVisible(PAGE_LOAD);
    await expect(page.getByRole('status')).toBeVisible();
    expect(lenders.requests()).toBeGreaterThan(0);
    await expect(page.getByRole('article')).toHaveCount(0);
    lenders.release();
    await expect(page.getByRole('article').first()).toBeVisible(PAGE_LOAD);
  });

  test("render as you fetch: a page's query leaves while the screen's code is still on its way", async ({ page }) => {
    await signIn(page, 'officer');
    // Hold the lenders screen's code (its own chunk); its query module is a separate, small chunk.
    let releaseChunk!: () => void;
    const chunkReleased = new Promise<void>((resolve) => (releaseChunk = resolve));
    await page.route(/\/assets\/LendersRoute-[\w-]+\.js$/, async (route) => {
      await chunkReleased;
      await route.continue();
    });
    const queryRequested = page.waitForRequest(
      (request) => request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === 'LendersRouteQuery',
    );
    await page.goto('/lenders');
    await queryRequested;
    await expect(page.getByRole('heading', { name: 'Lenders', level: 1 })).toHaveCount(0);
    releaseChunk();
    await expect(page.getByRole('article').first()).toBeVisible(PAGE_LOAD);
  });

  test('the dashboard header names the current page', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard');
    const title = page.getByTestId('dashboard-page-title');
    await expect(title).toHaveText('Dashboard', PAGE_LOAD);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Users' }).click();
    await expect(title).toHaveText('Users');
    await page.goto('/dashboard/lenders');
    await expect(title).toHaveText('Lender Management', PAGE_LOAD);
    await page.goto('/dashboard/loan-pipeline/1001');
    await expect(title).toHaveText('Loan Details', PAGE_LOAD);
  });

  test('signed out, the ticket panel asks to sign in instead of offering a form', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Create a support ticket' }).click();
    const panel = page.getByRole('dialog', { name: 'Create a Support Ticket' });
    await expect(panel.getByText('Sign in to create a ticket')).toBeVisible();
    await expect(panel.getByRole('textbox')).toHaveCount(0);
    await panel.getByRole('link', { name: 'SIGN IN' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('unknown paths raise no React Router warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/Matched leaf route|does not have an element/.test(message.text())) warnings.push(message.text());
    });
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'admin');
    await page.goto('/dashboard/no-such-page');
    await expect(page).toHaveURL(/\/login$|\/dashboard$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/dashboard$/, PAGE_LOAD);
    expect(warnings).toEqual([]);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    test(`toasts cover neither the bell, the Account button nor the floating buttons (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const session = await signIn(page, 'admin');
      // A loan of the test's own to delete: other tests work on the pipeline's loans at the same time.
      const borrowerName = `Toast Test ${Date.now().toString(36)}`;
      const { lender } = await callGateway<{ lender: { id: string } }>(
        page.request,
        session.token,
        '{ lender(idOrSlug: "rocket") { id } }',
      );
      await callGateway(page.request, session.token, 'mutation ($input: CreateLoanInput!) { createLoan(input: $input) { loan { id } } }', {
        input: {
          borrowerName,
          loanType: 'CONVENTIONAL',
          loanAmount: 250000,
          lenderId: lender.id,
          dueDate: '2031-03-01',
          propertyAddress: '5 Test St, Austin, TX 78701',
          status: 'PENDING',
          stage: 'INITIAL_REVIEW',
        },
      });
      await page.goto('/dashboard/loan-pipeline');
      await page.getByRole('searchbox', { name: 'Search loans' }).fill(borrowerName);
      const row = page.getByTestId('loan-row').filter({ hasText: borrowerName });
      await expect(row).toBeVisible(PAGE_LOAD);
      await row.getByRole('button', { name: /^Actions for/ }).click();
      await page.getByRole('menuitem', { name: 'Delete Loan' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Loan deleted successfully' });
      await expect(toast).toBeVisible();
      // Hovering pauses the toast (success toasts last 2 s), so it can be measured at leisure.
      await toast.hover();
      const toastBox = await boxOf(toast);
      const controls = [
        page.getByRole('link', { name: 'Open the AI assistant' }),
        page.getByRole('button', { name: 'Create a support ticket' }),
      ];
      for (const control of controls) expect(overlaps(toastBox, await boxOf(control))).toBe(false);

      // The public top bar: bell and Account (or the menu button on phones).
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Welcome to Your Dashboard' })).toBeVisible(PAGE_LOAD);
      const topControls =
        viewport.width >= 1024
          ? [page.getByRole('button', { name: /Notifications/ }), page.getByRole('button', { name: 'Account' })]
          : [page.getByRole('button', { name: /Notifications/ }), page.getByRole('button', { name: 'Open menu' })];
      for (const control of topControls) {
        await expect(control).toBeVisible(PAGE_LOAD);
        // Toasts sit at the bottom of the viewport, the top bar at the top.
        expect(overlaps(toastBox, await boxOf(control))).toBe(false);
      }
    });
  }

  /** The CSS transition of a Chakra button (200 ms in its recipe): what the motion switch stills. */
  const transitionSeconds = (page: Page) =>
    page
      .getByRole('button', { name: 'Create a support ticket' })
      .evaluate((button) => parseFloat(getComputedStyle(button).transitionDuration));

  test('motion follows the UI settings: animations off stills CSS and framer-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const session = await loginSession(page.request, 'lender');
    const setAnimations = (animations: boolean) =>
      callGateway(
        page.request,
        session.token,
        'mutation($input: UpdateUiSettingsInput!) { updateUiSettings(input: $input) { uiSettings { animations } } }',
        {
          input: { animations },
        },
      );
    await setAnimations(false);
    try {
      await signIn(page, 'lender');
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-motion', 'off', PAGE_LOAD);
      expect(await transitionSeconds(page)).toBeLessThan(0.001);
    } finally {
      await setAnimations(true);
    }
    await page.goto('/lenders');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Lenders', level: 1 })).toBeVisible(PAGE_LOAD);
    await expect(page.locator('html')).not.toHaveAttribute('data-motion', 'off');
    expect(await transitionSeconds(page)).toBeGreaterThan(0.1);
  });

  test('the system asking for reduced motion stills CSS transitions', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, 'officer');
    await page.goto('/lenders');
    await expect(page.getByRole('heading', { name: 'Lenders', level: 1 })).toBeVisible(PAGE_LOAD);
    expect(await transitionSeconds(page)).toBeLessThan(0.001);
  });
});
