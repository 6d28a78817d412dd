import { expect, test } from '../fixtures';
import { apiCreateProduct, letters, openAs, readyPage } from '../support';

// The cart's 'Save site' (issue 45, decision 55): a signed-in customer types a delivery once,
// saves it under a name, and next time (another browser, nothing kept in it) the cart offers it
// under 'Deliver to a saved site', which fills the delivery and who receives the goods.

test('a delivery saved from the cart is stored and offered next time', async ({
  page,
  browser,
  request,
  admin,
  asUser,
}) => {
  test.setTimeout(120_000);
  const tag = letters(6);
  const cement = await apiCreateProduct(request, admin.token, {
    sku: `SITE-${tag}`,
    name: `Savanna Cement ${tag}`,
    category: 'Cement',
    unit: 'bag',
    price: '760',
    stock: '40',
  });
  const cart = JSON.stringify([
    { id: cement._id, name: cement.name, price: 760, qty: 3, quantity: '3', image: null },
  ]);
  const user = await asUser('/');
  await page.evaluate((value) => localStorage.setItem('cart', value), cart);
  await page.goto('/cart');
  await expect(page.getByLabel('Deliver to a saved site')).toHaveCount(0);

  await page.getByLabel('Full Name').fill('Mutua Builders');
  await page.getByLabel('Phone Number').fill('0722 111 460');
  await page.getByLabel('Delivery', { exact: true }).check();
  await page.getByLabel('County').selectOption('Machakos');
  await page.getByLabel('Area or landmark').fill('Kitengela, opposite the EPZ gate');
  await page.getByLabel('Save this delivery site as').fill('EPZ warehouse');
  await page.getByRole('button', { name: 'Save site' }).click();
  await expect(page.getByText('Site saved. Choose it here next time.')).toBeVisible();

  // Stored on the account, not in this browser.
  const stored = await request.get('/api/me/sites', {
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(await stored.json()).toEqual([
    expect.objectContaining({
      label: 'EPZ warehouse',
      county: 'Machakos',
      area: 'Kitengela, opposite the EPZ gate',
      contactName: 'Mutua Builders',
      contactPhone: '254722111460',
    }),
  ]);

  // Next time, in a fresh browser: offered, and choosing it fills the delivery.
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: page.viewportSize(),
  });
  try {
    const next = readyPage(await context.newPage());
    await openAs(next, user.token, user.user, '/');
    await next.evaluate((value) => localStorage.setItem('cart', value), cart);
    await next.goto('/cart');
    const sites = next.getByLabel('Deliver to a saved site');
    await expect(sites.locator('option', { hasText: 'EPZ warehouse' })).toHaveCount(1);
    await expect(next.getByLabel('Full Name')).toHaveValue('');
    await sites.selectOption({ label: 'EPZ warehouse' });
    await expect(next.getByLabel('Delivery', { exact: true })).toBeChecked();
    await expect(next.getByLabel('County')).toHaveValue('Machakos');
    await expect(next.getByLabel('Area or landmark')).toHaveValue(
      'Kitengela, opposite the EPZ gate',
    );
    await expect(next.getByLabel('Full Name')).toHaveValue('Mutua Builders');
    await expect(next.getByLabel('Phone Number')).toHaveValue('0722111460');
  } finally {
    await context.close();
  }
});
