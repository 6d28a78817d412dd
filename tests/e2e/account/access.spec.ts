import { expect, test } from '../fixtures';
import { ADMIN, mainNav, openAs } from '../support';

test.describe('the admin guard and returning after login', () => {
  test('a visitor sent from /admin to /login comes back to /admin after logging in as admin, history replaced', async ({
    page,
  }) => {
    const seen: string[] = [];
    page.on('dialog', (d) => {
      seen.push(d.message());
      void d.accept();
    });
    await page.goto('/');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);

    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(seen).toEqual(['Login successful!']);
    await expect(
      (await mainNav(page)).getByRole('link', { name: 'Admin Dashboard' }),
    ).toBeVisible();

    // The login page is not in the history any more: Back goes to where the visitor was before.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a regular user who opens /admin is sent to the home page', async ({ page, asUser }) => {
    await asUser('/admin', 'guard');
    await expect(page).toHaveURL(/\/$/);
    await expect((await mainNav(page)).getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(
      0,
    );
  });

  test('an admin reaches /admin and sees the admin link', async ({ page, asAdmin }) => {
    await asAdmin('/admin');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(
      (await mainNav(page)).getByRole('link', { name: 'Admin Dashboard' }),
    ).toBeVisible();
  });

  test('a stale token is dropped: the visitor is sent to /login and the navbar offers Login', async ({
    page,
  }) => {
    await openAs(
      page,
      'not-a-valid-token',
      { _id: 'x', email: 'x@example.test', username: 'ghost', role: 'admin' },
      '/admin',
    );
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
    await expect((await mainNav(page)).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
