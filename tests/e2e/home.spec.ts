// The portal home (spec §2 "Home dashboard"): rankings, pay and production from funded loans, the viewer's real points from the ledger,
// and 'Redeem Now' redeeming for real.
import { expect, test, type Page } from '@playwright/test';
import { loginSession, signIn, storeSession } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { callGateway } from './support/gateway';
import { holdOperation } from './support/graphql';
import { expectNoHorizontalScroll, PHONE_VIEWPORT } from './support/layout';
import { PAGE_LOAD } from './support/pageLoad';
import { recordToasts } from './support/toasts';

const LOAN_OFFICER_ROLE = Buffer.from('UserRole:1').toString('base64');

/** A new Loan Officer holding `points` (given by the Admin through the ledger), signed in on `page`. */
async function signInAsNewUserWith(page: Page, points: number) {
  const admin = await loginSession(page.request, 'admin');
  const email = `redeemer.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  const created = await callGateway<{ createUser: { user: { id: string } } }>(
    page.request,
    admin.token,
    'mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }',
    { input: { fullName: 'Riley Redeemer', email, phoneNumber: '5550104321', roleId: LOAN_OFFICER_ROLE, password: 'password-123' } },
  );
  await callGateway(page.request, admin.token, 'mutation ($input: ManagePointsInput!) { managePoints(input: $input) { message } }', {
    input: { userId: created.createUser.user.id, pointsAmount: points, action: 'ADD', reason: 'Starting balance' },
  });
  const login = await callGateway<{ login: { token: string; role: string; email: string } }>(
    page.request,
    '',
    'mutation ($input: LoginInput!) { login(input: $input) { token role email } }',
    {
      input: { email, password: 'password-123' },
    },
  );
  await storeSession(page, login.login);
}

/** The calendar month the API counts in (UTC), e.g. 'November'. */
const thisMonth = () => new Date().toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });

const redemption = (page: Page) => page.getByRole('region', { name: 'Points Redemption' });
const metrics = (page: Page) => page.getByRole('region', { name: 'Points Metrics' });

test.describe('home', () => {
  test('the widgets of spec §2, with no serious accessibility violations', async ({ page }) => {
    await signIn(page, 'officer');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Your Dashboard' })).toBeVisible(PAGE_LOAD);
    const rankings = page.getByRole('region', { name: 'User Rankings' });
    await expect(rankings.getByRole('columnheader')).toHaveText(['Rank', 'User', 'Total Volume', 'Loans Closed', 'Trend']);
    // The seeded officers' funded loans rank them (the LH100 badge is checked in loans.spec.ts).
    await expect(rankings.getByTestId('ranking-row').first()).toContainText('#1');
    await rankings.getByRole('tab', { name: 'Yearly' }).click();
    await expect(rankings.getByTestId('ranking-row').filter({ hasText: 'Oliver Ortega' })).toHaveCount(1);
    // The banner reads the officer's ledger of this month (spec's wording: '50 Pts to acheive Pro Elite for June').
    await expect(
      page.getByRole('heading', { name: new RegExp(`^(\\d[\\d,]* Pts to acheive Pro Elite|Pro Elite achieved) for ${thisMonth()}$`) }),
    ).toBeVisible();
    await expect(redemption(page).getByRole('tab')).toHaveText(['Free Appraisal', 'Credit Redemption LOA', 'Rate Boost']);
    await expect(page.getByRole('region', { name: 'Pay Statement' })).toBeVisible();
    const production = page.getByRole('region', { name: 'Production Summary' });
    await expect(production.getByRole('columnheader')).toHaveText(['Loan type', 'Loans Funded YTD', 'Loans Volume YTD']);
    await expect(production.getByTestId('funded-total')).not.toHaveText('0');
    // One bar per month of this year with funded volume (the seed funds loans every month up to this one);
    // the chart loads when it comes into view (issue 26), as a reader scrolls to it.
    await production.scrollIntoViewIfNeeded();
    await expect(production.locator('.recharts-bar-rectangle')).toHaveCount(new Date().getUTCMonth() + 1, PAGE_LOAD);
    // The officer's seeded ledger: 1,000 + 50 − 50 + 50 + 15.
    await expect(metrics(page).getByTestId('points-balance')).toHaveText('1,065');
    await expect(redemption(page).getByTestId('your-points')).toHaveText('Your points: 1065');
    await expectNoSeriousA11yViolations(page);
  });

  test("the Pro Elite banner and Points Metrics show the viewer's points and closings of this month from the ledger", async ({ page }) => {
    await signInAsNewUserWith(page, 20);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: `30 Pts to acheive Pro Elite for ${thisMonth()}` })).toBeVisible(PAGE_LOAD);
    await expect(page.getByTestId('closings-this-month')).toHaveText(
      '0 closings this month: fund 2 more and the next one earns 1,000 points.',
    );
    await expect(metrics(page).getByTestId('points-earned-this-month')).toHaveText('20');
    await expect(metrics(page).getByTestId('closings-this-month-count')).toHaveText('0');
  });

  test('first paint: the top bar shows and the widgets wait in skeletons while the home query has not answered', async ({ page }) => {
    await signIn(page, 'officer');
    const points = await holdOperation(page, 'HomeRouteQuery');
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible(PAGE_LOAD);
    await expect(page.getByRole('heading', { name: 'Welcome to Your Dashboard' })).toBeVisible(PAGE_LOAD);
    await expect(page.getByTestId('points-skeleton')).toHaveCount(6);
    expect(points.requests()).toBeGreaterThan(0);
    points.release();
    await expect(metrics(page)).toBeVisible(PAGE_LOAD);
    await expect(page.getByTestId('points-skeleton')).toHaveCount(0);
  });

  test('Redeem Now subtracts through the ledger and the balance updates at once; a short balance shows what is missing and cannot redeem', async ({
    page,
  }) => {
    await signInAsNewUserWith(page, 130);
    await page.goto('/');
    const toasts = await recordToasts(page);
    await expect(metrics(page).getByTestId('points-balance')).toHaveText('130', PAGE_LOAD);
    await expect(redemption(page).getByTestId('your-points')).toHaveText('Your points: 130');

    await redemption(page).getByRole('button', { name: 'Redeem Now' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Redeem Free Appraisal?' });
    await expect(confirm).toContainText('Free Appraisal costs 50 points and stays valid for 6 months.');
    await expect(confirm).toContainText('Your balance goes from 130 to 80 points.');
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Redeem' }).click();
    await expect(confirm).toBeHidden();
    await expect.poll(toasts).toContain('Free Appraisal redeemed for 50 points');
    await expect(redemption(page).getByTestId('your-points')).toHaveText('Your points: 80');
    await expect(metrics(page).getByTestId('points-balance')).toHaveText('80');
    await expect(metrics(page).getByText('Redeemed: Free Appraisal')).toBeVisible();

    await redemption(page).getByRole('tab', { name: 'Rate Boost' }).click();
    await expect(redemption(page).getByText('0.25% rate reduction')).toBeVisible();
    await expect(redemption(page).getByTestId('your-points')).toHaveText('Your points: 80 (20 more needed)');
    await redemption(page).getByRole('button', { name: 'Redeem Now' }).click();
    const refused = page.getByRole('alertdialog', { name: 'Redeem Rate Boost?' });
    // Short: the dialog says what is missing and offers no Redeem that could only fail.
    await expect(refused).toContainText('20 more points needed');
    await expect(refused).toContainText('Your balance is 80 points; Rate Boost needs 100. Earn 20 more points to redeem it.');
    await expect(refused.getByRole('button', { name: 'Redeem' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await refused.getByRole('button', { name: 'Cancel' }).click();
    await expect(redemption(page).getByTestId('your-points')).toHaveText('Your points: 80 (20 more needed)');

    // Kept by the ledger, not by the page.
    await page.reload();
    await expect(metrics(page).getByTestId('points-balance')).toHaveText('80', PAGE_LOAD);
  });

  test('the hero slider rotates every 4 s, stops and starts again with its button, and waits for it under reduced motion', async ({
    page,
  }) => {
    // The page's clock, moved on by hand: the slider's 4 s without waiting for them. The suite's browser asks for
    // reduced motion (playwright.config.ts); this one does not, until the end.
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await signIn(page, 'officer');
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    const shown = carousel.locator('[aria-roledescription="slide"][data-active]');
    await expect(metrics(page)).toBeVisible(PAGE_LOAD);
    await expect(shown).toHaveAttribute('aria-label', '1 of 3');
    await page.clock.runFor(4_100);
    await expect(shown).toHaveAttribute('aria-label', '2 of 3');

    await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await page.clock.runFor(12_000);
    await expect(shown).toHaveAttribute('aria-label', '2 of 3');
    // Stopped, a slide picked with the dots is announced (it is not while the slides turn by themselves).
    await carousel.getByRole('button', { name: 'Show slide 3' }).click();
    await expect(shown).toHaveAttribute('aria-label', '3 of 3');
    await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1);

    await carousel.getByRole('button', { name: 'Start automatic slide show' }).click();
    await page.clock.runFor(4_100);
    await expect(shown).toHaveAttribute('aria-label', '1 of 3');
    await expect(carousel.locator('[aria-live="off"]')).toHaveCount(1);

    // A system that asks for reduced motion: the slides wait for the button.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible(PAGE_LOAD);
    await page.clock.runFor(12_000);
    await expect(shown).toHaveAttribute('aria-label', '1 of 3');
  });

  test('fits a phone', async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await signIn(page, 'officer');
    await page.goto('/');
    await expect(metrics(page)).toBeVisible(PAGE_LOAD);
    await expectNoHorizontalScroll(page);
  });
});
