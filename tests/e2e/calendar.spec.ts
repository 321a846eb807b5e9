// Calendar journeys (spec §2 "Growth page", §4 "Calendar", §5 "Appointment"): add with every rule,
// kept after a reload, filtered by calendar and search, edited and deleted. Each test works in its
// own far-away month so runs and workers never see each other's events.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PAGE_LOAD } from './support/pageLoad';

// Saving waits for the server when it refuses (the refusal is its answer): allow for a busy machine.
const SAVE = { timeout: 20_000 };
// Journeys of several server round trips and reloads: room for a busy machine.
test.describe.configure({ timeout: 120_000 });

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const eventChip = (page: Page, name: RegExp | string) => page.getByTestId('month-grid').getByRole('button', { name });

async function openCalendar(page: Page, month: string, heading: string) {
  await page.goto(`/growth?view=calendar&month=${month}`);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible(PAGE_LOAD);
}

test.describe('Calendar', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'officer');
  });

  test('adds an appointment with the spec’s rules, keeps it after a reload, edits and deletes it', async ({ page }) => {
    await openCalendar(page, '2031-03', 'March 2031');

    // Clicking a day opens the form with that date preset and locked.
    await page.getByRole('button', { name: /^Add appointment on Wednesday, March 12, 2031/ }).click();
    const add = dialog(page, 'Add New Appointment');
    await expect(add).toBeVisible();
    await expect(add.getByLabel('Date')).toHaveValue('2031-03-12');
    await expect(add.getByLabel('Date')).toBeDisabled();

    // Every required field has its message.
    await add.getByRole('button', { name: 'Add Appointment' }).click();
    for (const message of [
      'Please enter appointment title',
      'Please select category',
      'Please select priority',
      'Please select start time',
      'Please select end time',
    ]) {
      await expect(add.getByText(message)).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);

    await add.getByLabel('Title').fill('Rate lock review');
    await add.getByLabel('Category').selectOption({ label: 'Meeting' });
    await add.getByLabel('Priority').selectOption({ label: 'High' });
    await add.getByLabel('Calendar').selectOption({ label: 'Work' });
    await add.getByLabel('Location').fill('Office');
    // An end before the start is refused.
    await add.getByLabel('Start time').fill('14:00');
    await add.getByLabel('End time').fill('13:30');
    await add.getByRole('button', { name: 'Add Appointment' }).click();
    await expect(add.getByText('End time must be after start time')).toBeVisible();
    await add.getByLabel('End time').fill('15:00');
    await add.getByRole('button', { name: 'Add Appointment' }).click();

    await expect(add).toBeHidden(SAVE);
    const chip = eventChip(page, /^Rate lock review\s*, 14:00 to 15:00, Wednesday, March 12, 2031$/);
    await expect(chip).toBeVisible();

    await page.reload();
    await expect(chip).toBeVisible(PAGE_LOAD);

    // Open it, edit it.
    await chip.click();
    const edit = dialog(page, 'Edit Appointment');
    await expect(edit.getByLabel('Title')).toHaveValue('Rate lock review');
    await expect(edit.getByLabel('Category')).toHaveValue('MEETING');
    await expect(edit.getByLabel('Location')).toHaveValue('Office');
    await edit.getByLabel('Title').fill('Rate lock moved');
    await edit.getByLabel('Date').fill('2031-03-13');
    await edit.getByLabel('Start time').fill('16:00');
    await edit.getByLabel('End time').fill('17:15');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden(SAVE);
    const moved = eventChip(page, /^Rate lock moved\s*, 16:00 to 17:15, Thursday, March 13, 2031$/);
    await expect(moved).toBeVisible();
    await expect(chip).toHaveCount(0);
    await page.reload();
    await expect(moved).toBeVisible(PAGE_LOAD);

    // Delete it, after a confirmation.
    await moved.click();
    await dialog(page, 'Edit Appointment').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this appointment?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog(page, 'Edit Appointment')).toBeHidden(SAVE);
    await expect(moved).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'March 2031' })).toBeVisible(PAGE_LOAD);
    await expect(eventChip(page, /^Rate lock/)).toHaveCount(0);
  });

  test('calendar checkboxes and the search box filter what the grid shows', async ({ page }) => {
    await openCalendar(page, '2031-05', 'May 2031');
    for (const [day, title, calendar] of [
      ['Tuesday, May 6, 2031', 'Closing with the Riveras', 'Work'],
      ['Friday, May 9, 2031', 'Dentist', 'Health'],
    ] as const) {
      await page.getByRole('button', { name: new RegExp(`^Add appointment on ${day}`) }).click();
      const add = dialog(page, 'Add New Appointment');
      await add.getByLabel('Title').fill(title);
      await add.getByLabel('Category').selectOption({ label: 'Appointment' });
      await add.getByLabel('Priority').selectOption({ label: 'Medium' });
      await add.getByLabel('Calendar').selectOption({ label: calendar });
      await add.getByLabel('Start time').fill('09:00');
      await add.getByLabel('End time').fill('10:00');
      await add.getByRole('button', { name: 'Add Appointment' }).click();
      await expect(add).toBeHidden(SAVE);
    }
    const closing = eventChip(page, /^Closing with the Riveras/);
    const dentist = eventChip(page, /^Dentist/);
    await expect(closing).toBeVisible();
    await expect(dentist).toBeVisible();

    await page.getByRole('tab', { name: 'Calendars' }).click();
    await page.getByRole('checkbox', { name: 'Health' }).uncheck({ force: true });
    await expect(dentist).toHaveCount(0);
    await expect(closing).toBeVisible();
    await page.getByRole('checkbox', { name: 'Health' }).check({ force: true });
    await expect(dentist).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search events' }).fill('rivera');
    await expect(dentist).toHaveCount(0);
    await expect(closing).toBeVisible();
    await page.getByRole('tab', { name: 'Events' }).click();
    await expect(page.getByRole('list', { name: 'Events this month' }).getByRole('button')).toHaveText([/Closing with the Riveras/]);
    await page.getByRole('searchbox', { name: 'Search events' }).fill('');
    await expect(dentist).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('previous and next change the month in place; New Event lets the user choose the date', async ({ page }) => {
    await openCalendar(page, '2031-07', 'July 2031');
    const refetch = page.waitForRequest(
      (request) => request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === 'CalendarMonthRefetchQuery',
    );
    await page.getByRole('button', { name: 'Next month', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'August 2031' })).toBeVisible();
    expect((await refetch).postDataJSON().variables).toMatchObject({ from: '2031-07-27', to: '2031-09-06' });
    await expect(page).toHaveURL(/month=2031-08/);
    // A double click moves two months, also when the second click comes before the first month has rendered.
    await page.getByRole('button', { name: 'Previous month', exact: true }).dblclick();
    await expect(page.getByRole('heading', { name: 'June 2031' })).toBeVisible();
    await expect(page).toHaveURL(/month=2031-06/);

    await page.getByRole('button', { name: 'New Event' }).click();
    const add = dialog(page, 'Add New Appointment');
    await expect(add.getByLabel('Date')).toBeEnabled();
    await expect(add.getByLabel('Date')).toHaveValue('2031-06-01');
    await add.getByLabel('Date').fill('');
    await add.getByRole('button', { name: 'Add Appointment' }).click();
    await expect(add.getByText('Please select date')).toBeVisible();
    await add.getByRole('button', { name: 'Cancel' }).click();
    await expect(add).toBeHidden();
  });
});
