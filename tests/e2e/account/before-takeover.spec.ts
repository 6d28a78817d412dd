import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openBeforeTakeOver, registerVerifiedUser, uniqueAccount } from '../support';

// Visitors on a slow phone type and press before the page's script has taken the page over
// (docs/decisions/102). Each story opens the page on a throttled connection, holds the scripts
// back, acts, checks it acted before take-over, then lets the scripts in: nothing typed is lost,
// and each press takes effect exactly once.

/** Counts the requests the page sends to an API path. */
function counted(page: Page, method: string, path: string) {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname === path) calls.push(r.url());
  });
  return calls;
}

test.describe('before the page is taken over', () => {
  test('Login pressed twice before take-over signs in once', async ({ page, request }) => {
    const account = await registerVerifiedUser(request, 'early');
    const logins = counted(page, 'POST', '/api/auth/login');
    const seen: string[] = [];
    page.on('dialog', (d) => {
      seen.push(d.message());
      void d.accept();
    });
    const early = await openBeforeTakeOver(page, '/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await early.notTakenOver();
    // Nothing left the page: no reload of /login with the password in its address.
    await expect(page).toHaveURL(/\/login$/);
    await early.release();
    await early.unthrottle();
    await expect(page).toHaveURL(/\/$/);
    expect(seen).toEqual(['Login successful!']);
    expect(logins).toHaveLength(1);
  });

  test('an e-mail typed before take-over is kept and checked; Next goes on', async ({
    page,
    request,
  }) => {
    const taken = await registerVerifiedUser(request, 'taken');
    const checks = counted(page, 'POST', '/api/auth/check-user');
    const early = await openBeforeTakeOver(page, '/register');
    await page.getByLabel('Email').fill(taken.email);
    await page.getByLabel('Name').fill(uniqueAccount('other').name);
    await early.notTakenOver();
    await early.release();
    await early.unthrottle();
    // The e-mail is the app's: still in the field, and the existence check ran for it.
    await expect(page.getByLabel('Email')).toHaveValue(taken.email);
    await expect(page.getByText('User already exists.')).toBeVisible();
    expect(checks.length).toBeGreaterThan(0);

    // A new e-mail and Next pressed before take-over: the form goes on to step 2 once.
    const fresh = uniqueAccount('fresh');
    const again = await openBeforeTakeOver(page, '/register');
    await page.getByLabel('Email').fill(fresh.email);
    await page.getByLabel('Name').fill(fresh.name);
    await page.getByRole('button', { name: 'Next' }).click();
    await again.notTakenOver();
    await again.release();
    await again.unthrottle();
    await expect(page.getByText('Step 2/3')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(fresh.email);
    await expect(page.getByLabel('Name')).toHaveValue(fresh.name);
  });

  test('an e-mail typed on Forgot password before take-over gets its code', async ({
    page,
    request,
  }) => {
    const account = await registerVerifiedUser(request, 'forgot');
    const sends = counted(page, 'POST', '/api/auth/forgot-password');
    const early = await openBeforeTakeOver(page, '/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Email').press('Enter');
    await early.notTakenOver();
    await early.release();
    await early.unthrottle();
    await expect(page.getByLabel('Reset Code')).toBeVisible();
    expect(sends).toHaveLength(1);
  });
});
