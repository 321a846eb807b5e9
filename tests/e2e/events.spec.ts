// Marketplace events, the event page and training videos (spec §2 "Other public screens"; sample data).
import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PAGE_LOAD } from './support/pageLoad';


test.describe('events and training', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'officer');
  });

  test('event cards show every field and a countdown that ticks', async ({ page }) => {
    await page.goto('/marketplace-events');
    await expect(page.getByRole('heading', { name: 'Marketplace Events', level: 1 })).toBeVisible(PAGE_LOAD);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(6);
    const card = cards.filter({ hasText: 'Huddle & Hustle: Pipeline Power Hour' });
    await expect(card.getByText('Session 1')).toBeVisible();
    await expect(card.getByText('UPCOMING')).toBeVisible();
    await expect(card.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} · (Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/)).toBeVisible();
    await expect(card.getByText(/^\d{1,2}:\d{2} [AP]M - \d{1,2}:\d{2} [AP]M P[SD]T$/)).toBeVisible();
    await expect(card.getByText('Hosted by Jordan Ellis')).toBeVisible();
    await expect(card.getByText('LendHub', { exact: true })).toBeVisible();
    await expect(card.getByText('Sales Training')).toBeVisible();
    await expect(card.getByText('124 attending')).toBeVisible();

    // The countdown is live: its accessible name or its seconds change while we watch.
    const timer = card.getByRole('timer');
    await expect(timer).toHaveAccessibleName(/^Starts in /);
    const seconds = timer.locator('[data-unit="seconds"]').locator('..');
    const first = await seconds.innerText();
    await expect.poll(() => seconds.innerText()).not.toBe(first);
    await expectNoSeriousA11yViolations(page);
  });

  test('a card leads to its event page with the same details', async ({ page }) => {
    await page.goto('/marketplace-events');
    await page.getByRole('link', { name: 'View details: DSCR Loans for Real Estate Investors' }).click();
    await expect(page).toHaveURL(/\/event\?id=dscr-investors$/);
    await expect(page.getByRole('heading', { name: 'DSCR Loans for Real Estate Investors', level: 1 })).toBeVisible();
    const details = page.locator('dl');
    await expect(details.getByText('Marcus Lee')).toBeVisible();
    await expect(details.getByText('REMN Wholesale')).toBeVisible();
    await expect(details.getByText(/^C[SD]T$/)).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to Events' }).click();
    await expect(page).toHaveURL(/\/marketplace-events$/);
  });

  test('/event without an id shows the sample event', async ({ page }) => {
    await page.goto('/event');
    await expect(page.getByRole('heading', { name: 'Huddle & Hustle: Pipeline Power Hour', level: 1 })).toBeVisible(PAGE_LOAD);
  });

  test('training videos: vendors and lenders sections, cards to /event', async ({ page }) => {
    await page.goto('/training-events');
    const vendors = page.getByRole('region', { name: 'Vendors Training Videos' });
    const lenders = page.getByRole('region', { name: 'Lenders Training Videos' });
    await expect(vendors.getByRole('link')).toHaveCount(3, PAGE_LOAD);
    await expect(lenders.getByRole('link')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
    await lenders.getByRole('link', { name: /Rocket Pro: Submitting Your First File/ }).click();
    await expect(page).toHaveURL(/\/event\?id=rocket-pro-submission$/);
    await expect(page.getByRole('heading', { name: 'Rocket Pro: Submitting Your First File', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Training Videos' })).toBeVisible();
  });
});
