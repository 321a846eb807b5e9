// /dashboard/api-clients (docs/api-clients.md "API clients for internal tools"): an Admin registers an internal tool,
// copies its key once, sees what the tool used, rotates the key (the old one stops at once) and revokes it.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { PAGE_LOAD } from '../support/pageLoad';
import { recordToasts } from '../support/toasts';

const TOOL_QUERY = 'query E2eTool { lenders(first: 1) { edges { node { name } } } }';

function callAsClient(request: APIRequestContext, key: string) {
  return request.post('/graphql', {
    data: { query: TOOL_QUERY },
    headers: { Authorization: `Bearer ${key}`, 'apollographql-client-name': 'e2e-tool', 'apollographql-client-version': '0.9.0' },
  });
}

test.describe('API clients', () => {
  test('register a client, use its key, read its field usage, rotate and revoke', async ({ page, request }) => {
    test.slow(); // field usage reaches the database every 10 s
    const toasts = await recordToasts(page);
    const name = `e2e-tool-${Date.now()}`;
    await signIn(page, 'admin');
    await page.goto('/dashboard/api-clients');
    await expect(page.getByRole('heading', { name: 'API Clients', level: 1 })).toBeVisible(PAGE_LOAD);

    await page.getByRole('button', { name: 'Register Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register API Client' });
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByText('Please input the client name!')).toBeVisible();
    await expect(dialog.getByText('Please select the role it acts as!')).toBeVisible();
    await dialog.getByLabel(/^Client name/).fill(name);
    await dialog.getByLabel(/^Acts as/).selectOption({ label: 'Loan Officer' });
    await expect(dialog.getByLabel(/^Requests per minute/)).toHaveValue('120');
    await dialog.getByRole('button', { name: 'Register' }).click();

    const keyDialog = page.getByRole('dialog', { name: `Key of ${name}` });
    await expect(keyDialog.getByText('Copy this key now: it is not shown again.', { exact: false })).toBeVisible(PAGE_LOAD);
    const key = await keyDialog.getByLabel('Client key').inputValue();
    expect(key).toMatch(/^lhc_/);
    await expectNoSeriousA11yViolations(page, { where: 'the key dialog' });
    await keyDialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(toasts, PAGE_LOAD).toContain('API client registered: copy its key now, it is not shown again');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Loan Officer')).toBeVisible();
    await expect(row.getByText(`…${key.slice(-4)}`)).toBeVisible();
    await expect(row.getByText('Active')).toBeVisible();

    // The tool calls the portal with its key.
    expect((await callAsClient(request, key)).status()).toBe(200);

    // Who used Query.lenders(first): the tool, under the name and version it sent (counts land within 10 s).
    await page.getByLabel('Field', { exact: true }).fill('Query.lenders(first)');
    const usageRow = page.getByRole('row').filter({ hasText: name });
    await expect(async () => {
      await page.getByRole('button', { name: 'Show usage' }).click();
      await expect(
        page.getByRole('table', { name: 'Field usage by client and version' }).getByRole('row').filter({ hasText: name }),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(
      page.getByRole('table', { name: 'Field usage by client and version' }).getByRole('row').filter({ hasText: name }),
    ).toContainText('0.9.0');

    // Rotate: a new key, shown once; the old key is refused at once.
    await usageRow.first().scrollIntoViewIfNeeded();
    await row.getByRole('button', { name: `Rotate the key of ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: `Rotate the key of ${name}?` })
      .getByRole('button', { name: 'Rotate key' })
      .click();
    const rotated = page.getByRole('dialog', { name: `Key of ${name}` });
    const fresh = await rotated.getByLabel('Client key').inputValue();
    expect(fresh).not.toBe(key);
    await rotated.getByRole('button', { name: 'Done' }).click();
    await expect(row.getByText(`…${fresh.slice(-4)}`)).toBeVisible();
    // Refused at once by the gateway that rotated it; behind the cluster's balancer another gateway hears
    // of it over Redis within moments (and the API refuses the old key's token meanwhile).
    await expect.poll(async () => (await callAsClient(request, key)).status(), { timeout: 3_000 }).toBe(401);
    expect((await callAsClient(request, fresh)).status()).toBe(200);

    // Revoke: for good.
    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: `Revoke ${name}?` })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(row.getByText('Revoked')).toBeVisible();
    await expect.poll(toasts, PAGE_LOAD).toContain('API client revoked: its key no longer works');
    await expect.poll(async () => (await callAsClient(request, fresh)).status(), { timeout: 3_000 }).toBe(401);
    await expectNoSeriousA11yViolations(page);
  });

  test('is an Admin’s screen only', async ({ page }) => {
    await signIn(page, 'officer');
    await page.goto('/dashboard/api-clients');
    await expect(page).not.toHaveURL(/api-clients/, PAGE_LOAD);
  });
});
