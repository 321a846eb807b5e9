// The Lender Finder finds lenders (issue 22 §4): Add New Scenario names a lender and a programme, the
// dropdowns filter the feed on the server and stay in the URL, and a post with a structured scenario
// shows 'Lenders that fit' priced by the engine from the seeded sample sheets.
import { SAMPLE_POST_CONTENT, SAMPLE_POST_SCENARIO } from '@lendhub/domain/testing/pricing';
import { expect, test, type Page } from '@playwright/test';
import { loginSession, signIn } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { callGateway } from './support/gateway';
import { PAGE_LOAD } from './support/pageLoad';

const posts = (page: Page) => page.getByRole('list', { name: 'Scenario posts' }).getByRole('article');
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  // Screenshots for a person to look at (light and dark, desktop and phone), only when asked for.
  if (!SHOTS) return;
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
    await page.screenshot({ path: `${SHOTS}/${name}-${dark ? 'dark' : 'light'}.png`, fullPage: false });
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

/** An Admin on the Lender Finder (desktop width) with the Add New Scenario dialog open. */
async function openAddScenario(page: Page) {
  await signIn(page, 'admin');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/lender-finder');
  await expect(posts(page).first()).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: 'Add New Scenario' }).click();
  return page.getByRole('dialog', { name: 'Add New Scenario' });
}

test.describe('Lender Finder', () => {
  test('a scenario names a lender and a programme; the dropdowns filter the feed and stay in the URL', async ({ page }) => {
    const dialog = await openAddScenario(page);
    const title = `Bank statement borrower ${Date.now()}`;
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
    await dialog.getByRole('combobox', { name: 'Lender' }).selectOption({ label: 'Provident Funding' });
    await dialog.getByRole('combobox', { name: 'Program' }).selectOption('Non QM Loan');
    await dialog.getByRole('textbox', { name: /^Content/ }).click();
    await page.keyboard.type('Self-employed borrower, 24 months of bank statements, 15% down.');
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await expect(dialog).toBeHidden();

    const filters = page.getByRole('combobox', { name: 'Programs' });
    await filters.selectOption('Non QM Loan');
    await expect(page).toHaveURL(/program=Non\+QM\+Loan/);
    await page.getByRole('combobox', { name: 'Lender', exact: true }).selectOption({ label: 'Provident Funding' });
    await expect(page).toHaveURL(/lender=/);
    const first = posts(page).first();
    await expect(first.getByRole('heading', { name: title })).toBeVisible(PAGE_LOAD);
    await expect(first.getByText('Lender: Provident Funding')).toBeVisible();
    await expect(first.getByText('Program: Non QM Loan')).toBeVisible();
    // Both filters hold in the URL, and only that lender's Non-QM scenarios are listed.
    await expect(page).toHaveURL(/program=Non\+QM\+Loan/);
    await expect(posts(page).filter({ hasNotText: 'Lender: Provident Funding' })).toHaveCount(0);
    await expect(posts(page).filter({ hasNotText: 'Program: Non QM Loan' })).toHaveCount(0);

    // The filters survive a reload (the server filters again from the URL).
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Programs' })).toHaveValue('Non QM Loan');
    await expect(posts(page).first().getByRole('heading', { name: title })).toBeVisible(PAGE_LOAD);

    // Another programme: the new scenario is not in that feed.
    await page.getByRole('combobox', { name: 'Programs' }).selectOption('Commercial');
    await expect(page).toHaveURL(/program=Commercial/);
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });

  test("a structured scenario's card lists the lenders that fit with their best rate", async ({ page, request }) => {
    const admin = await loginSession(request, 'admin');
    const title = `Purchase in California ${Date.now()}`;
    await callGateway(request, admin.token, 'mutation ($input: CreatePostInput!) { createPost(input: $input) { message } }', {
      input: {
        title,
        content: SAMPLE_POST_CONTENT,
        program: 'QM Loan',
        scenario: SAMPLE_POST_SCENARIO,
      },
    });
    await signIn(page, 'officer');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/lender-finder?program=QM+Loan');
    const card = posts(page).filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toBeVisible(PAGE_LOAD);
    const fits = card.getByRole('list', { name: 'Lenders that fit' }).getByRole('listitem');
    await expect(fits.first()).toBeVisible();
    expect(await fits.count()).toBeGreaterThanOrEqual(2);
    // Every seeded lender has a conventional 15-year product at par 5.500% with no LLPA for this scenario.
    await expect(fits.first()).toContainText('5.500%');
    await card.scrollIntoViewIfNeeded();
    await shoot(page, 'lender-finder-desktop');
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await card.getByText('Lenders that fit').scrollIntoViewIfNeeded();
    await shoot(page, 'lender-finder-phone');
  });

  test('Add New Scenario with the structured scenario: clear messages, then the card shows the lenders that fit and their account executive is told', async ({
    page,
    request,
  }) => {
    // Account executives and Admins post scenarios (spec §2); Mega Capital's own AE is lender@, so an Admin posts.
    const dialog = await openAddScenario(page);
    const title = `Condo purchase in CA ${Date.now()}`;
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
    await dialog.getByRole('textbox', { name: /^Content/ }).click();
    await page.keyboard.type('Owner-occupied condo purchase, 740 FICO, 20% down, W-2 income.');
    await dialog.getByText('Add the loan scenario').click();
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    // Nothing is posted until the scenario's key fields are given.
    await expect(dialog.getByText('Please select the purpose')).toBeVisible();
    await expect(dialog.getByText('Give the property value or the LTV')).toBeVisible();
    await dialog.getByRole('combobox', { name: /^Purpose/ }).selectOption('Purchase');
    await dialog.getByRole('textbox', { name: /^Loan amount/ }).fill('400000');
    await dialog.getByRole('textbox', { name: /^LTV/ }).fill('120');
    await dialog.getByRole('combobox', { name: /^Credit score/ }).selectOption('740-759');
    await dialog.getByRole('combobox', { name: /^Occupancy/ }).selectOption('Owner Occupied');
    await dialog.getByRole('combobox', { name: /^Property type/ }).selectOption('Condo');
    await dialog.getByRole('combobox', { name: /^State/ }).selectOption('CA');
    await dialog.getByRole('combobox', { name: /^Documentation/ }).selectOption('Full Doc');
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await expect(dialog.getByText('LTV must be between 1 and 100')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^LTV/ }).fill('80');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'add-scenario-desktop');
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await expect(dialog).toBeHidden();

    const card = posts(page).filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toBeVisible(PAGE_LOAD);
    const fits = card.getByRole('list', { name: 'Lenders that fit' }).getByRole('listitem');
    await expect(fits.filter({ hasText: 'Mega Capital Funding' })).toBeVisible();

    // Mega Capital's account executive (lender@) hears of it.
    const executive = await loginSession(request, 'lender');
    const answer = await callGateway<{ notifications: { edges: { node: { kind: string; title: string; link: string | null } }[] } }>(
      request,
      executive.token,
      '{ notifications(first: 20) { edges { node { kind title link } } } }',
      {},
    );
    const told = answer.notifications.edges.map(({ node }) => node).find((node) => node.title.endsWith(title));
    expect(told).toMatchObject({
      kind: 'SCENARIO_FIT',
      title: `A new scenario fits Mega Capital Funding: ${title}`,
      link: '/lender-finder',
    });
  });
});
