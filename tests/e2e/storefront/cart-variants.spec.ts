import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  apiCreateProduct,
  ATHI_RIVER,
  captureWindowOpen,
  createY12,
  openAs,
  readyPage,
} from '../support';

// Lines by variant, unit and exact quantity through the cart, the order, its pages and the chat
// message (DESIGN decisions 42 and 45, docs/decisions/130-cart-lines-by-variant-and-unit.md):
// 2.5 t of Y12 at 93.747 bars a tonne takes 234 bars and is charged as 2.496 t.

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function seedCart(page: Page, items: unknown[]) {
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('cart', JSON.stringify(value)), items);
}

test.describe('a cart line by variant and unit', () => {
  test.use({ permissions: ['geolocation'], geolocation: ATHI_RIVER });
  // Each story sets up its products through the API and walks cart, order and admin pages: on a
  // busy 2-core machine that took up to 1.7 minutes.
  test.describe.configure({ timeout: 180_000 });

  test('2.5 t of Y12 shows 234 bars (2.496 t) in the cart, the order, the admin order and the chat', async ({
    page,
    request,
    browser,
    admin,
  }) => {
    const tag = suffix();
    const steel = await createY12(request, admin.token, tag);
    const cementName = `Simba Cement 50kg ${tag}`;
    const cement = await apiCreateProduct(request, admin.token, {
      sku: `CEM-${tag}`,
      name: cementName,
      category: 'Cement',
      unit: 'bag',
      price: '780',
      stock: '50',
    });

    // One bar of Y12 added on the product page, and cement from a cart stored before variants.
    await captureWindowOpen(page);
    await seedCart(page, [
      {
        id: steel.productId,
        name: steel.name,
        price: 920,
        qty: 1,
        quantity: '1',
        variantId: steel.variantId,
        variantTitle: 'Y12',
        unit: 'bar',
      },
      { id: cement._id, name: cementName, price: 780, qty: 2, image: null },
    ]);
    await page.goto('/cart');
    const steelRow = page.getByRole('row', { name: new RegExp(steel.name) });
    await expect(steelRow).toContainText('KSh 920');

    // Sold by the tonne instead: a phone's '2,5' is 2.5 t, and the stock it takes is shown.
    await steelRow.getByLabel(`Unit of ${steel.name} Y12`).selectOption('tonne');
    const quantity = steelRow.getByLabel(`Quantity of ${steel.name} Y12`);
    await expect(quantity).toHaveAttribute('inputmode', 'decimal');
    await quantity.fill('2,5');
    await expect(steelRow.getByTestId('cart-conversion')).toHaveText('2.5 t ≈ 234 bars (2.496 t)');
    await expect(steelRow).toContainText('KSh 424,320');

    // A tenth of a bag is refused inline, in the unit's words, and the order waits for it.
    const cementRow = page.getByRole('row', { name: new RegExp(cementName) });
    const bags = cementRow.getByLabel(`Quantity of ${cementName}`);
    await bags.fill('0.1');
    await expect(cementRow.getByRole('alert')).toHaveText('Bags are sold whole: enter 1, 2, 3.');
    await expect(bags).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Full Name').fill('Otieno Builders');
    await page.getByLabel('Phone Number').fill('0722 123 456');
    await page.getByLabel('Pickup at the shop (free)').check();
    await page.getByRole('button', { name: 'Send Order via WhatsApp' }).click();
    await expect(page.getByTestId('cart-problem')).toHaveText(
      'Please correct the quantities marked in the cart first.',
    );
    await bags.fill('2');
    await expect(cementRow.getByRole('alert')).toHaveCount(0);
    // The shop's totals: 424,320 + 2 x 780.
    await expect(page.getByTestId('cart-total')).toContainText('KSh 425,880');
    await page.getByRole('button', { name: 'Send Order via WhatsApp' }).click();

    // The chat message names the variant and the unit.
    await expect(page).toHaveURL(/\/orders\/ARH-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const reference = page.url().split('/orders/')[1]!;
    const opened = await page.evaluate(
      () => (window as unknown as { __opened: string[] }).__opened,
    );
    const text = new URL(opened[0]!).searchParams.get('text') ?? '';
    expect(text).toContain(`${steel.name} x 2.496 t (234 bars) - KSh 424,320`);
    expect(text).toContain(`${cementName} x2 - KSh 1,560`);
    expect(text).toContain('Total: KSh 425,880');

    // The order page shows the variant, the unit and what the stock rounding did.
    const lines = page.getByRole('table', { name: 'Items in this order' });
    const line = lines.getByRole('row', { name: new RegExp(steel.name) });
    await expect(line).toContainText('Y12');
    await expect(line).toContainText('2.496 t');
    await expect(line).toContainText('2.5 t ≈ 234 bars (2.496 t)');
    await expect(line).toContainText('KSh 424,320');
    await expect(lines.getByRole('row', { name: new RegExp(cementName) })).toContainText('2 bags');

    // So does the admin's order screen.
    const staff = readyPage(await browser.newPage());
    await openAs(staff, admin.token, admin.user, `/admin/orders/${reference}`);
    const adminLine = staff
      .getByRole('table', { name: 'Items in this order' })
      .getByRole('row', { name: new RegExp(steel.name) });
    await expect(adminLine).toContainText('2.5 t ≈ 234 bars (2.496 t)');
    await expect(adminLine).toContainText('KSh 170,000 / t');
    await staff.close();
  });

  test('a cart stored before variants still loads and orders, and speaks Swahili at /sw/', async ({
    page,
    request,
    admin,
  }) => {
    const tag = suffix();
    const name = `Bati G30 ${tag}`;
    const product = await apiCreateProduct(request, admin.token, {
      sku: `BATI-${tag}`,
      name,
      category: 'Roofing',
      unit: 'piece',
      price: '950',
      stock: '40',
    });
    await captureWindowOpen(page);
    await seedCart(page, [{ id: product._id, name, price: 950, qty: 3, image: null }]);
    await page.goto('/sw/cart');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('KSh 2,850');
    const quantity = row.getByLabel(`Idadi ya ${name}`);
    await quantity.fill('1.5');
    await expect(row.getByRole('alert')).toHaveText('Vipande huuzwa kamili: andika 1, 2, 3.');
    await quantity.fill('4');
    await expect(row).toContainText('KSh 3,800');
    await page.getByLabel('Jina Kamili').fill('Wanjiru Kamau');
    await page.getByLabel('Namba ya Simu').fill('0708 374 149');
    await page.getByLabel('Kuchukua dukani (bure)').check();
    await page.getByRole('button', { name: 'Tuma Oda kwa WhatsApp' }).click();
    await expect(page).toHaveURL(/\/sw\/orders\/ARH-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const opened = await page.evaluate(
      () => (window as unknown as { __opened: string[] }).__opened,
    );
    expect(new URL(opened[0]!).searchParams.get('text')).toContain(`${name} x4 - KSh 3,800`);
    await expect(
      page.getByRole('table').getByRole('row', { name: new RegExp(name) }),
    ).toContainText('vipande 4');
  });
});
