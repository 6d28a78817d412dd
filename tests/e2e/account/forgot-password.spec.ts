import { expect, test } from '../fixtures';
import { codeFromOutbox, registerVerifiedUser } from '../support';

test.describe('a forgotten password', () => {
  test('is reset with a mailed code, and the new password logs in', async ({ page, request }) => {
    const account = await registerVerifiedUser(request, 'forgot');
    const seen: string[] = [];
    page.on('dialog', (d) => {
      seen.push(d.message());
      void d.accept();
    });

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(
      page.getByText('If an account exists for this e-mail, a reset code is on its way.'),
    ).toBeVisible();
    await expect(page.getByText(/Resend available in \d+s \(3 attempts left\)/)).toBeVisible();

    const code = await codeFromOutbox(account.email, 'reset');
    const newPassword = 'Fresh-Password-77#';
    await page.getByLabel('Reset Code').fill(code);
    await page.getByLabel('New Password', { exact: true }).fill('too-weak');
    await page.getByLabel('Confirm Password', { exact: true }).fill('too-weak');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      page.getByText('Password must be 12+ chars, with upper, lower, number, and special char.'),
    ).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(seen).toEqual(['Your password has been changed. You can now log in.']);

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(seen.at(-1)).toBe('Login successful!');
  });
});
