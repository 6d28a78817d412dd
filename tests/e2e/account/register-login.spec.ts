import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { codeFromOutbox, mainNav, uniqueAccount } from '../support';

/** Collects every alert the page shows and accepts it. */
function alerts(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

test.describe('registering and logging in', () => {
  test('a visitor registers with the mailed code, logs in, and logs out', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const seen = alerts(page);
    const account = uniqueAccount('reg');

    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login', exact: true }).last()).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page.getByText('Step 1/3')).toBeVisible();

    // Step 1: the field rules, then a valid e-mail and name.
    await page.getByLabel('Email').fill('not an email');
    await page.getByLabel('Name').fill('ab');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Invalid email format.')).toBeVisible();
    await expect(page.getByText('Name must be at least 3 characters.')).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await expect(page.getByText('Invalid email format.')).toBeHidden();
    await page.getByLabel('Name').fill(account.name);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: passwords, each with a show/hide toggle.
    await expect(page.getByText('Step 2/3')).toBeVisible();
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('weak');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByLabel('Confirm Password', { exact: true }).fill('different');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      page.getByText('Password must be 12+ chars, with upper, lower, number, and special char.'),
    ).toBeVisible();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await password.fill(account.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: the code from the mail.
    await expect(page.getByText('Step 3/3')).toBeVisible();
    await expect(page.getByText('The code expires in 10 minutes.')).toBeVisible();
    await expect(page.getByText(/Resend available in \d+s \(3 attempts left\)/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
    await page.getByLabel('Verification Code').fill('12');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Code must be exactly 6 digits.')).toBeVisible();

    const code = await codeFromOutbox(account.email, 'verification');
    await page.getByLabel('Verification Code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(seen).toEqual(['Email verified successfully! You can now log in.']);

    // Log in: the success alert, then home (no previous location).
    await page.getByLabel('Email').fill(`  ${account.email.toUpperCase()}  `);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(seen.at(-1)).toBe('Login successful!');
    const nav = await mainNav(page);
    const logout = nav.getByRole('button', { name: `Logout (${account.name})` });
    await expect(logout).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}'),
    ).toMatchObject({ username: account.name, role: 'user' });

    // The session survives a reload.
    await page.reload();
    const navAfterReload = await mainNav(page);
    await expect(
      navAfterReload.getByRole('button', { name: `Logout (${account.name})` }),
    ).toBeVisible();

    // Logging out (which also closes the mobile menu) brings back the Login link.
    await navAfterReload.getByRole('button', { name: `Logout (${account.name})` }).click();
    await expect((await mainNav(page)).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(errors).toEqual([]);
  });

  test('an e-mail that is already registered is refused at step 1', async ({ page, request }) => {
    const account = uniqueAccount('taken');
    // A verified account: register, then verify with the mailed code.
    await request.post('/api/auth/register', { data: account });
    await request.post('/api/email/sendcode', { data: { email: account.email } });
    const code = await codeFromOutbox(account.email, 'verification');
    await request.post('/api/email/verify-email', { data: { email: account.email, code } });

    await page.goto('/register');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Name').fill(`${account.name}-2`);
    await expect(page.getByText('User already exists.')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 1/3')).toBeVisible();
  });

  test('a wrong password shows the server message and stays on the login page', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await page.getByLabel('Email').fill(uniqueAccount('nobody').email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-Password-1!');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });
});

test('the account pages open without the validation library; it comes when a form is first used', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  for (const path of ['/login', '/register', '/forgot-password']) {
    scripts.length = 0;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(
      scripts.filter((url) => /\/zod-/.test(url)),
      path,
    ).toEqual([]);
    await page.getByLabel('Email').focus();
    await expect.poll(() => scripts.some((url) => /\/zod-/.test(url)), path).toBe(true);
  }
});
