import { expect, test } from '../fixtures';
import { apiSignIn, codeFromOutbox, openAs, readyPage } from '../support';

// Decisions 47-49 in the browser: the owner adds a cashier by e-mail; she sets her password with
// the mailed code, signs in and sees only the cashier's sidebar; the owner sees it in Activity.

test.describe('staff and their roles', () => {
  test('an owner adds a cashier, who sees only the cashier’s sidebar; Activity shows it', async ({
    page,
    request,
    asAdmin,
    browser,
  }) => {
    const email = `cashier-${Date.now().toString(36)}@e2e.test`;
    await asAdmin('/admin/staff');
    await expect(page.getByRole('heading', { name: 'Staff' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Add a person' });
    await form.getByLabel('E-mail').fill(email);
    await expect(form.getByRole('checkbox', { name: /cashier/ })).toBeChecked();
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText(`${email} is staff now`)).toBeVisible();
    await expect(page.getByTestId('staff-member').filter({ hasText: email })).toBeVisible();

    const code = await codeFromOutbox(email);
    const password = 'Cashier-Password-42!';
    const reset = await request.post('/api/auth/reset-password', {
      data: { email, code, password },
    });
    expect(reset.status()).toBe(200);
    const session = await apiSignIn(request, email, password);

    const cashier = readyPage(await browser.newPage());
    await openAs(cashier, session.token, session.user, '/admin');
    await expect(cashier.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // The sidebar on a wide screen, the row of sections on a phone: the same links.
    const wide = cashier.getByRole('complementary', { name: 'Admin navigation' });
    const sidebar = (await wide.isVisible())
      ? wide
      : cashier.getByRole('navigation', { name: 'Admin sections' });
    for (const link of ['Dashboard', 'Orders', 'Payments', 'Quotes', 'Counter', 'Reports'])
      await expect(sidebar.getByRole('link', { name: link })).toBeVisible();
    for (const link of [
      'Manage Products',
      'Manage Blogs',
      'Staff',
      'Activity',
      'Jobs',
      'KRA eTIMS',
      'Trade accounts',
    ])
      await expect(sidebar.getByRole('link', { name: link })).toHaveCount(0);
    // A cashier's reports are her own takings of today (decision 52), not the owner's numbers.
    await sidebar.getByRole('link', { name: 'Reports' }).click();
    await expect(cashier.getByRole('heading', { name: 'My takings today' })).toBeVisible();
    await expect(cashier.getByRole('link', { name: 'M-Pesa statement' })).toHaveCount(0);
    // An address her roles do not open takes her to the dashboard, not to a 'forbidden' page.
    await cashier.goto('/admin/staff');
    await expect(cashier).toHaveURL(/\/admin$/);
    await expect(cashier.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await cashier.close();

    await page.goto('/admin/activity');
    const event = page.getByTestId('activity-event').filter({ hasText: 'staff.add' }).first();
    await expect(event).toBeVisible();
    await expect(event).toContainText(email);
  });
});
