// Marketplace events and training videos (spec §2 "Marketplace Events", "Training Videos"), from the
// server: an Admin manages them, any signed-in user registers, the event reaches their calendar and .ics.
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PAGE_LOAD } from './support/pageLoad';

// Journeys of several server round trips across two accounts: room for a busy machine.
test.describe.configure({ timeout: 120_000 });

/** A date this many days from now, YYYY-MM-DD (UTC). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function pageAs(browser: Browser, account: 'admin' | 'officer' | 'lender'): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signIn(page, account);
  return page;
}

test.describe('marketplace events', () => {
  test('the grid is in date order with UPCOMING badges, past events apart, and a countdown that ticks', async ({ page }) => {
    await signIn(page, 'officer');
    await page.goto('/marketplace-events');
    await expect(page.getByRole('heading', { name: 'Marketplace Events', level: 1 })).toBeVisible(PAGE_LOAD);
    const upcoming = page.getByRole('region', { name: 'Upcoming events' }).getByRole('article');
    await expect(upcoming.first()).toBeVisible(PAGE_LOAD);
    const count = await upcoming.count();
    expect(count).toBeGreaterThanOrEqual(5);
    for (let index = 0; index < count; index += 1) await expect(upcoming.nth(index).getByText('UPCOMING')).toBeVisible();

    // Seeded: the pipeline hour in 2 days comes before the Non-QM masterclass in 5.
    const titles = await upcoming.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(titles.indexOf('Huddle & Hustle: Pipeline Power Hour')).toBeLessThan(titles.indexOf('Non-QM Masterclass: Bank Statement Loans'));

    const past = page.getByRole('region', { name: 'Past events' }).getByRole('article');
    await expect(past.filter({ hasText: 'Mastering the Loan Estimate (TRID)' })).toBeVisible();
    await expect(past.first().getByText('UPCOMING')).toHaveCount(0);
    await expect(past.first().getByText('Ended')).toBeVisible();

    const card = upcoming.filter({ hasText: 'Huddle & Hustle: Pipeline Power Hour' });
    await expect(card.getByText('Hosted by Jordan Ellis')).toBeVisible();
    await expect(card.getByText('Sales Training')).toBeVisible();
    const timer = card.getByRole('timer');
    await expect(timer).toHaveAccessibleName(/^Starts in (1|2) days?/);
    const seconds = timer.locator('[data-unit="seconds"]').locator('..');
    const first = await seconds.innerText();
    await expect.poll(() => seconds.innerText()).not.toBe(first);
    // Officers do not manage events.
    await expect(page.getByRole('button', { name: 'Add Event' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('an admin creates an event, an officer registers, the count rises, the .ics downloads and the event is in the calendar', async ({
    browser,
  }) => {
    const title = `Appraisal Gaps Workshop ${Date.now()}`;
    const date = inDays(40);

    const admin = await pageAs(browser, 'admin');
    await admin.goto('/marketplace-events');
    await admin.getByRole('button', { name: 'Add Event' }).click(PAGE_LOAD);
    const form = admin.getByRole('dialog', { name: 'Add Event' });
    await form.getByRole('button', { name: 'Add Event' }).click();
    for (const message of ['Please enter session label', 'Please enter event title', 'Please select date', 'Please enter host']) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await form.getByLabel('Session label').fill('Session 12');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Date').fill(date);
    await form.getByLabel('Timezone').selectOption('America/Chicago');
    await form.getByLabel('Start time').fill('14:00');
    await form.getByLabel('End time').fill('15:00');
    await form.getByLabel('Host').fill('Dana Fox');
    await form.getByLabel('Company').fill('LendHub');
    await form.getByLabel('Training type').fill('Product Training');
    await form.getByLabel('Description').fill('Closing the gap when the appraisal comes in low.');
    await form.getByLabel('Join link').fill('https://zoom.us/j/5550100199');
    await form.getByRole('button', { name: 'Add Event' }).click();
    await expect(form).toBeHidden();
    const adminCard = admin.getByRole('article').filter({ hasText: title });
    await expect(adminCard.getByText('0 attending')).toBeVisible();

    const officer = await pageAs(browser, 'officer');
    await officer.goto('/marketplace-events');
    await officer.getByRole('link', { name: `View details: ${title}` }).click(PAGE_LOAD);
    await expect(officer).toHaveURL(/\/event\/\d+$/);
    await expect(officer.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(officer.getByTestId('event-attendees')).toHaveText('0');
    await expect(officer.getByRole('link', { name: 'Join link' })).toHaveCount(0);
    await officer.getByRole('button', { name: 'Register' }).click();
    await expect(officer.getByTestId('event-attendees')).toHaveText('1');
    await expect(officer.getByText('You are registered', { exact: true })).toBeVisible();
    await expect(officer.getByRole('link', { name: 'Join link' })).toHaveAttribute('href', 'https://zoom.us/j/5550100199');

    // The .ics carries the event in its own time zone.
    const [download] = await Promise.all([
      officer.waitForEvent('download'),
      officer.getByRole('button', { name: 'Download .ics' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^appraisal-gaps-workshop-\d+\.ics$/);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`DTSTART;TZID=America/Chicago:${date.replace(/-/g, '')}T140000`);
    expect(ics).toContain('TZID:America/Chicago');
    expect(ics).toContain(`SUMMARY:${title}`);

    // Kept after a reload, and in the Growth calendar.
    await officer.reload();
    await expect(officer.getByTestId('event-attendees')).toHaveText('1', PAGE_LOAD);
    await officer.getByRole('link', { name: 'See it in my calendar' }).click();
    await expect(officer.getByTestId('month-grid').getByRole('button', { name: new RegExp(title) })).toBeVisible(PAGE_LOAD);

    // The admin's grid counts the registration.
    await admin.reload();
    await expect(admin.getByRole('article').filter({ hasText: title }).getByText('1 attending')).toBeVisible(PAGE_LOAD);

    // Cancelling takes it back out.
    await officer.goBack();
    await officer.getByRole('button', { name: 'Cancel registration' }).click(PAGE_LOAD);
    await expect(officer.getByTestId('event-attendees')).toHaveText('0');

    // The admin deletes it.
    await admin.getByRole('button', { name: `Delete ${title}` }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(admin.getByRole('article').filter({ hasText: title })).toHaveCount(0);
    await admin.reload();
    await expect(admin.getByRole('heading', { name: 'Upcoming events' })).toBeVisible(PAGE_LOAD);
    await expect(admin.getByRole('article').filter({ hasText: title })).toHaveCount(0);
  });

  test('/event opens the next upcoming event; an unknown id says so', async ({ page }) => {
    await signIn(page, 'lender');
    await page.goto('/marketplace-events');
    const first = await page
      .getByRole('region', { name: 'Upcoming events' })
      .getByRole('heading', { level: 3 })
      .first()
      .innerText(PAGE_LOAD);
    await page.goto('/event');
    await expect(page.getByRole('heading', { name: first, level: 1 })).toBeVisible(PAGE_LOAD);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/event/99999999');
    await expect(page.getByText('Event not found')).toBeVisible(PAGE_LOAD);
  });
});

test.describe('training videos', () => {
  test('cards open their video; an admin adds and removes one', async ({ browser }) => {
    const officer = await pageAs(browser, 'officer');
    await officer.goto('/training-events');
    const vendors = officer.getByRole('region', { name: 'Vendors Training Videos' });
    const lenders = officer.getByRole('region', { name: 'Lenders Training Videos' });
    await expect(vendors.getByRole('article').first()).toBeVisible(PAGE_LOAD);
    await expect(lenders.getByRole('link', { name: /Rocket Pro: Submitting Your First File/ })).toHaveAttribute(
      'href',
      'https://www.rocketpro.com/',
    );
    await expect(lenders.getByRole('link', { name: /Rocket Pro/ })).toHaveAttribute('target', '_blank');
    await expect(officer.getByRole('button', { name: /Add Video/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(officer);

    const admin = await pageAs(browser, 'admin');
    await admin.goto('/training-events');
    const title = `Flood Certs in Five Minutes ${Date.now()}`;
    await admin.getByRole('button', { name: 'Add video to Vendors Training Videos' }).click(PAGE_LOAD);
    const form = admin.getByRole('dialog', { name: /Add video/ });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Video link').fill('not a link');
    await form.getByLabel('Company').fill('Flood Data Co');
    await form.getByRole('button', { name: 'Add Video' }).click();
    await expect(form.getByText('Please enter a valid video link (https://…)')).toBeVisible();
    await form.getByLabel('Video link').fill('https://videos.example.com/flood');
    await form.getByRole('button', { name: 'Add Video' }).click();
    await expect(form).toBeHidden();
    const vendorsAsAdmin = admin.getByRole('region', { name: 'Vendors Training Videos' });
    await expect(vendorsAsAdmin.getByRole('link', { name: new RegExp(title) })).toHaveAttribute('href', 'https://videos.example.com/flood');

    await officer.reload();
    await expect(vendors.getByRole('link', { name: new RegExp(title) })).toBeVisible(PAGE_LOAD);

    await vendorsAsAdmin.getByRole('button', { name: `Remove ${title}` }).click();
    // The portal's one confirm: Cancel and the action's own word.
    const prompt = admin.getByRole('alertdialog', { name: 'Remove this video?' });
    await expect(prompt.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await prompt.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(vendorsAsAdmin.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  });
});
