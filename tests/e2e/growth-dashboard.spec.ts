// Growth Dashboard journeys (spec §2 "Growth page", §4 "Growth dashboard", §9): the six chart cards,
// a range change fetched in place, the server's refusal of a reversed range, the empty state and
// the recruiting calculator.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoHorizontalScroll, PHONE_VIEWPORT } from './support/layout';
import { PAGE_LOAD } from './support/pageLoad';

// A refetch goes through the gateway to the CRM: allow for a busy machine.
const REFETCH = { timeout: 20_000 };
test.describe.configure({ timeout: 120_000 });
// The charts' code (recharts) arrives after the page, as each chart comes near the viewport; a busy machine can take
// a while to parse it.
const CHARTS_LOAD = { timeout: 45_000 };

const CARD_TITLES = [
  'Opportunity Status',
  'Opportunity Value',
  'Conversion Rate',
  'Funnel',
  'Google Ads Sales Pipeline',
  'Stage Distribution',
];

const card = (page: Page, title: string) => page.getByRole('figure', { name: title });

/** Resolves with the next dashboard refetch the page sends. */
function nextDashboardRefetch(page: Page) {
  return page.waitForRequest(
    (request) => request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === 'PipelineDashboardRefetchQuery',
  );
}

test.describe('Growth Dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'officer');
  });

  test('shows the six cards as charts with text alternatives, for the default range', async ({ page }) => {
    await page.goto('/growth');
    await expect(page.getByRole('heading', { name: 'Pipeline Dashboard' })).toBeVisible(PAGE_LOAD);
    await expect(page.getByLabel('Start date')).toHaveValue('2024-01-01');
    await expect(page.getByLabel('End date')).toHaveValue('2024-01-14');
    // The cards' titles and summaries come with the page; each chart is drawn as a reader scrolls to it.
    await expect(card(page, CARD_TITLES[5]!)).toBeVisible();
    for (const title of CARD_TITLES) {
      const figure = card(page, title);
      await figure.scrollIntoViewIfNeeded();
      const chart = figure.getByRole('img', { name: `${title} chart` });
      await expect(chart).toBeVisible();
      await expect(chart.locator('svg.recharts-surface').last()).toBeVisible(CHARTS_LOAD);
      // The chart's description is the summary under it.
      await expect(chart).toHaveAccessibleDescription(/\w/);
    }
    await expect(card(page, 'Opportunity Status')).toContainText(/\d+ opportunit(y|ies): \d+ open, \d+ won, \d+ lost\./);
    await expect(card(page, 'Conversion Rate')).toContainText(/Conversion rate \d+(\.\d)?%: \d+ won of \d+ opportunit/);
    // Values in thousands on the chart, whole dollars in the summary.
    await expect(card(page, 'Opportunity Value').locator('.recharts-label-list').first()).toContainText(/\$[\d,]+K/);
    await expect(card(page, 'Opportunity Value')).toContainText(/Total value \$[\d,]+:/);
    await expectNoSeriousA11yViolations(page);
  });

  test('refetches in place when the range changes, and shows the empty state for a range without opportunities', async ({ page }) => {
    await page.goto('/growth');
    const status = card(page, 'Opportunity Status').locator('figcaption');
    await expect(status).toBeVisible(CHARTS_LOAD);
    const before = await status.textContent();
    // A page reload would lose this marker.
    await page.evaluate(() => Object.assign(window, { growthPageMarker: true }));

    let refetch = nextDashboardRefetch(page);
    await page.getByLabel('End date').fill('2024-06-30');
    expect((await refetch).postDataJSON().variables).toEqual({ range: { start: '2024-01-01', end: '2024-06-30' } });
    await expect(status).not.toHaveText(before!, REFETCH);

    refetch = nextDashboardRefetch(page);
    await page.getByLabel('Start date').fill('2023-01-01');
    await refetch;
    refetch = nextDashboardRefetch(page);
    await page.getByLabel('End date').fill('2023-01-31');
    await refetch;
    await expect(page.getByRole('heading', { name: 'No opportunities in this date range' })).toBeVisible(REFETCH);
    for (const title of CARD_TITLES) await expect(card(page, title)).toHaveCount(0);

    expect(await page.evaluate(() => (window as unknown as { growthPageMarker?: boolean }).growthPageMarker)).toBe(true);
  });

  test('refuses an end before the start with the server’s message', async ({ page }) => {
    await page.goto('/growth');
    await expect(card(page, 'Funnel')).toBeVisible(CHARTS_LOAD);
    const refetch = nextDashboardRefetch(page);
    await page.getByLabel('End date').fill('2023-12-01');
    await refetch;
    await expect(page.getByRole('alert')).toHaveText('The end date must not be before the start date', REFETCH);
    await expect(card(page, 'Funnel')).toHaveCount(0);

    await page.getByLabel('End date').fill('2024-01-31');
    await expect(card(page, 'Funnel')).toBeVisible(REFETCH);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('recruiting calculator: income follows the inputs as they are typed', async ({ page }) => {
    await page.goto('/growth');
    const result = page.getByTestId('recruiting-income');
    await expect(result).toContainText('Monthly income$0', PAGE_LOAD);
    await page.getByLabel('Average monthly loan volume per recruit ($)').fill('1,000,000');
    await page.getByLabel('Personal recruits').fill('4');
    // 4 × $1,000,000 × 10 BPS
    await expect(result).toContainText('Monthly income$4,000');
    await expect(result).toContainText('Yearly income$48,000');
    await page.getByLabel('Tier 2 recruits').fill('10');
    // + 10 × $1,000,000 × 5 BPS
    await expect(result).toContainText('Monthly income$9,000');
    await expect(result).toContainText('Yearly income$108,000');
    // Inputs parse as integers, default 0.
    await page.getByLabel('Personal recruits').fill('abc');
    await expect(result).toContainText('Monthly income$5,000');
    await expect(result).toContainText('10 BPS');
  });

  test('on a phone the page fits the screen', async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/growth');
    // Down to the last card, so every chart is drawn when the width is checked.
    const last = card(page, 'Stage Distribution');
    await last.scrollIntoViewIfNeeded();
    await expect(last.locator('svg.recharts-surface').last()).toBeVisible(CHARTS_LOAD);
    await expectNoHorizontalScroll(page);
  });
});
