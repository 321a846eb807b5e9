// The Company Directory tab of the Lender Finder (spec §2 "Lender Finder / Company Directory").
import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { PAGE_LOAD } from './support/pageLoad';

test.describe('Company Directory', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'officer');
    await page.goto('/lender-finder');
    await page.getByRole('tab', { name: 'Company Directory' }).click(PAGE_LOAD);
  });

  test('searches, filters by department and folds department groups', async ({ page }) => {
    const people = page.getByRole('tabpanel').getByRole('article');
    await expect(page.getByRole('button', { name: /Leadership/ })).toBeVisible();
    const everyone = await people.count();
    expect(everyone).toBeGreaterThanOrEqual(12);

    await page.getByLabel('Search people').fill('denver');
    await expect(people).toHaveCount(2);
    await expect(page.getByText('2 people found')).toBeVisible();

    await page.getByLabel('Search people').fill('');
    await page.getByLabel('Department').selectOption('Compliance');
    await expect(page.getByRole('button', { name: /^Compliance/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Leadership/ })).toHaveCount(0);
    const compliance = await people.count();
    expect(compliance).toBeGreaterThan(0);

    const card = people.first();
    await expect(card.getByText('Reports to:')).toBeVisible();
    await expect(card.getByRole('link', { name: /@lendhub\.demo$/ })).toHaveAttribute('href', /^mailto:/);
    await expect(card.getByRole('link', { name: /^\(\d{3}\)/ })).toHaveAttribute('href', /^tel:/);
    await expect(card.getByRole('link', { name: /^LinkedIn profile of / })).toHaveAttribute('href', /linkedin\.com/);
    await expect(card.getByRole('link', { name: /^Schedule with / })).toHaveAttribute('href', /^mailto:.+\?subject=/);

    const group = page.getByRole('button', { name: /^Compliance/ });
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(people.first()).toBeHidden();
    await group.press('Enter');
    await expect(people.first()).toBeVisible();

    await page.getByLabel('Search people').fill('nobody-by-this-name');
    await expect(page.getByText('No one matches your search')).toBeVisible();
  });
});
