import { expect, test } from '../fixtures';

// Delivery zones through the admin screens: the fee a shopper pays for a county comes from here.

test('an admin adds, edits and deletes a delivery zone from the orders screen', async ({
  page,
  request,
  asAdmin,
}, testInfo) => {
  // Both browser projects share one server and a county can be in one zone only.
  const [first, second] =
    testInfo.project.name === 'mobile' ? ['Lamu', 'Garissa'] : ['Mandera', 'Wajir'];
  const name = `North ${testInfo.project.name} ${Date.now().toString(36)}`;
  await asAdmin('/admin/orders');
  await page.getByRole('link', { name: 'Delivery zones' }).click();
  await expect(page.getByRole('heading', { name: 'Delivery zones' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Delivery zone' });
  await form.getByLabel('Zone name').fill(name);
  await form.getByLabel('Fee (KSh)').fill('2500');
  await form.getByRole('button', { name: 'Add zone' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please choose at least one county.');
  await form.getByLabel(first, { exact: true }).check();
  await form.getByRole('button', { name: 'Add zone' }).click();
  await expect(page.getByText(`Zone "${name}" saved.`)).toBeVisible();
  const item = page.getByTestId('zone').filter({ hasText: name });
  await expect(item).toContainText('KSh 2,500');
  await expect(item).toContainText(first);

  await item.getByRole('button', { name: 'Edit' }).click();
  await form.getByLabel('Fee (KSh)').fill('2800');
  await form.getByLabel(second, { exact: true }).check();
  await form.getByRole('button', { name: 'Save zone' }).click();
  await expect(item).toContainText('KSh 2,800');
  await expect(item).toContainText(`${first}, ${second}`);

  // Shoppers see the new fee in the cart's zone list.
  const zones = (await (await request.get('/api/delivery-zones')).json()) as {
    name: string;
    fee: number;
  }[];
  expect(zones.find((z) => z.name === name)?.fee).toBe(2800);

  page.once('dialog', (dialog) => void dialog.accept());
  await item.getByRole('button', { name: `Delete zone ${name}` }).click();
  await expect(page.getByText('Zone deleted.')).toBeVisible();
  await expect(item).toHaveCount(0);
});
