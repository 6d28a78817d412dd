import { expect, test } from '../fixtures';
import { apiCreateProduct, openAs, outbox, readyPage } from '../support';

// A visitor orders, pays from the order page with M-Pesa (the shop's Daraja simulator answers:
// 0708374149 pays), and sees the order Paid with the receipt without reloading; the admin sees the
// payment on /admin/payments and on the order.

test('a visitor pays an order with M-Pesa and the admin sees the money land', async ({
  page,
  browser,
  admin,
}) => {
  test.setTimeout(60_000);
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const name = `Roofing Nails 1kg ${suffix}`;
  const product = await apiCreateProduct(page.request, admin.token, {
    sku: `NAIL-${suffix}`,
    name,
    category: 'Tools',
    unit: 'piece',
    price: '450',
    stock: '10',
  });

  await page.addInitScript(() => {
    window.open = () => ({ opener: window }) as unknown as Window;
  });
  await page.goto('/');
  await page.evaluate((item) => localStorage.setItem('cart', JSON.stringify([item])), {
    id: product._id,
    name,
    price: 450,
    qty: 2,
    image: null,
  });
  await page.goto('/cart');
  await page.getByLabel('Full Name').fill('Otieno Ouma');
  await page.getByLabel('Phone Number').fill('0708 374 149');
  await page.getByLabel('Pickup at the shop (free)').check();
  await page.getByRole('button', { name: 'Send Order via WhatsApp' }).click();
  await expect(page).toHaveURL(/\/orders\/ARH-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const reference = page.url().split('/orders/')[1]!;

  const panel = page.getByTestId('payment-panel');
  await expect(panel.getByRole('heading', { name: 'Pay with M-Pesa' })).toBeVisible();
  await expect(panel).toContainText('Demo payment: no money moves.');
  await expect(panel).toContainText('KSh 900');
  await expect(panel.getByLabel('M-Pesa phone number')).toHaveValue('0708 374 149');
  await panel.getByRole('button', { name: 'Pay with M-Pesa' }).click();
  await expect(panel).toContainText('Check your phone and enter your M-Pesa PIN.');

  // The simulator 'answers' after a few seconds; the page follows without a reload.
  await expect(panel).toContainText(/Paid\. M-Pesa receipt: [A-Z0-9]{10}/, { timeout: 20_000 });
  await expect(page.getByTestId('order-status')).toContainText('Paid');
  const receipt = /receipt: ([A-Z0-9]{10})/.exec((await panel.textContent()) ?? '')![1]!;
  await expect
    .poll(() => outbox().some((m) => m.includes(`Subject: Order ${reference} is Paid`)))
    .toBe(true);

  const staff = readyPage(await browser.newPage());
  await openAs(staff, admin.token, admin.user, '/admin/payments');
  await expect(staff.getByRole('heading', { name: 'Payments' })).toBeVisible();
  const row = staff.getByTestId('payment-row').filter({ hasText: reference });
  await expect(row).toContainText(`receipt ${receipt}`);
  await expect(row).toContainText('KSh 900');
  await expect(row).toContainText('2547*****149');
  await row.getByRole('link', { name: reference }).click();
  await expect(staff.getByRole('heading', { name: `Order ${reference}` })).toBeVisible();
  await expect(staff.getByText(`receipt ${receipt}`)).toBeVisible();
  await staff.close();
});
