import { expect, test } from '../fixtures';
import { readyPage } from '../support';

test.describe('managing services', () => {
  test('an admin adds a service, a visitor sees it on /services, and the admin deletes it', async ({
    page,
    asAdmin,
    browser,
  }) => {
    const unique = `${Date.now()}`.slice(-6);
    const name = `Scaffold Hire ${unique}`;
    await asAdmin('/admin/services');
    await expect(page.getByRole('heading', { name: 'Manage Services' })).toBeVisible();

    // No name: the server's message is shown.
    await page.getByRole('button', { name: 'Add Service' }).click();
    await expect(page.getByRole('alert')).toHaveText('Service name is required.');

    await page.getByLabel('Service name').fill(name);
    await page.getByLabel('Description').fill('Steel scaffolding by the week.');
    await page.getByRole('button', { name: 'Add Service' }).click();
    const list = page.getByRole('list', { name: 'Services' });
    await expect(list.getByText(name)).toBeVisible();
    await expect(page.getByLabel('Service name')).toHaveValue('');
    await expect(page.getByLabel('Description')).toHaveValue('');

    const visitor = readyPage(
      await browser.newPage({ viewport: page.viewportSize() ?? undefined }),
    );
    await visitor.goto('/services');
    await expect(visitor.getByRole('heading', { name })).toBeVisible();
    await expect(visitor.getByText('Steel scaffolding by the week.')).toBeVisible();

    await list.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(list.getByText(name)).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'Our Services' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name })).toHaveCount(0);
    await visitor.close();
  });
});
