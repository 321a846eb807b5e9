// Two-factor sign-in for real (docs/product.md "Two-factor sign-in"): enabled with a code computed from the shown
// secret, the next sign-in asks for a code, a wrong code is refused, a recovery code works once.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { NEW_USER_PASSWORD, signInAsNewUser } from '../support/newUser';
import { PAGE_LOAD } from '../support/pageLoad';
import { totpCode } from '../support/totp';

async function signInWithForm(page: Page, email: string) {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible(PAGE_LOAD);
  await page.getByLabel(/^Email Address/).fill(email);
  await page.getByLabel(/^Password/).fill(NEW_USER_PASSWORD);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
}

test.describe('two-factor sign-in', () => {
  // A journey of several screens and two browsers: longer than one screen's test on a busy machine.
  test.describe.configure({ timeout: 300_000 });

  test('set up with the shown secret; sign-in then asks for the code; wrong code refused; a recovery code works once', async ({ page }) => {
    const user = await signInAsNewUser(page, 'officer', 'Tess Twofactor');
    await page.goto('/dashboard/profile');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByText('Two-factor authentication', { exact: true }).click();

    const setup = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
    await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible(PAGE_LOAD);
    const secret = (await setup.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await setup.getByLabel(/^Code from your app/).fill('000000' === totpCode(secret) ? '111111' : '000000');
    await setup.getByRole('button', { name: 'Turn on' }).click();
    await expect(setup.getByText('Invalid or already used code')).toBeVisible();
    await setup.getByLabel(/^Code from your app/).fill(totpCode(secret));
    await setup.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText('Two-factor authentication enabled')).toBeVisible();
    const codes = await setup.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    await expectNoSeriousA11yViolations(page);
    await setup.getByRole('button', { name: 'I saved my recovery codes' }).click();
    await expect(page.getByRole('checkbox', { name: 'Two-factor authentication' })).toBeChecked();

    // The next sign-in asks for the code after the password.
    await signInWithForm(page, user.email);
    const code = page.getByLabel(/^Authentication code/);
    await expect(code).toBeVisible(PAGE_LOAD);
    await expect(page.getByText(/Enter the 6-digit code from your authenticator app/)).toBeVisible();
    await code.fill('12345a');
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect(page.getByText('Invalid or already used code')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // A recovery code signs in once.
    await code.fill(codes[0]!);
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect(page).toHaveURL(/\/$/, PAGE_LOAD);

    await signInWithForm(page, user.email);
    await page.getByLabel(/^Authentication code/).fill(codes[0]!);
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect(page.getByText('Invalid or already used code')).toBeVisible();
    // A code of the app (the next step: the one used to turn it on is spent) signs in.
    await page.getByLabel(/^Authentication code/).fill(totpCode(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect(page).toHaveURL(/\/$/, PAGE_LOAD);

    // Turning it off asks for a code.
    await page.goto('/dashboard/profile');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByText('Two-factor authentication', { exact: true }).click();
    const off = page.getByRole('dialog', { name: 'Turn off two-factor authentication' });
    await off.getByRole('button', { name: 'Turn off' }).click();
    await expect(off.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
    await off.getByLabel(/^Code/).fill(codes[1]!);
    await off.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByText('Two-factor authentication disabled')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Two-factor authentication' })).not.toBeChecked();
  });
});
