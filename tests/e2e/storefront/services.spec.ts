import { expect, test } from '../fixtures';
import { reachInsideApp } from '../support';

test.describe('the services page', () => {
  test('shows the five services and a way to contact the shop', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    for (const title of [
      'Delivery Across Kenya',
      'Steel Cutting & Fabrication',
      'Bulk Orders & Wholesale',
      'Technical Support',
      'Custom Material Sourcing',
    ]) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('says so when the list of services cannot be loaded, and retries', async ({ page }) => {
    let fail = true;
    await page.route('**/api/services', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            json: {
              message: 'Something went wrong on our side. Please try again.',
              code: 'INTERNAL_ERROR',
            },
          })
        : route.continue(),
    );
    await reachInsideApp(page, 'Services');
    await expect(page.getByRole('alert')).toContainText('We could not load the list of services.', {
      timeout: 15_000,
    });
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
