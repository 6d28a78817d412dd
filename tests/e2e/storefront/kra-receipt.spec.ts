import { expect, test } from '../fixtures';
import { apiCreateProduct, openAs, readyPage } from '../support';

// A contractor orders with their KRA PIN, pays with M-Pesa (the shop's simulators for Daraja and
// eTIMS answer), follows the order page's link to the signed KRA receipt and finds their PIN, the
// signature and the QR code on it; the admin sees the invoice signed at /admin/etims.

test('a paid order links its signed KRA receipt, with the buyer’s PIN and a QR code', async ({
  page,
  browser,
  admin,
}) => {
  test.setTimeout(90_000);
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const name = `Binding Wire ${suffix}`;
  const product = await apiCreateProduct(page.request, admin.token, {
    sku: `WIRE-${suffix}`,
    name,
    category: 'Tools',
    unit: 'piece',
    price: '580',
    stock: '10',
  });

  await page.addInitScript(() => {
    window.open = () => ({ opener: window }) as unknown as Window;
  });
  await page.goto('/');
  await page.evaluate((item) => localStorage.setItem('cart', JSON.stringify([item])), {
    id: product._id,
    name,
    price: 580,
    qty: 2,
    image: null,
  });
  await page.goto('/cart');
  await page.getByLabel('Full Name').fill('Otieno Builders');
  await page.getByLabel('Phone Number').fill('0708 374 149');
  await page.getByLabel('Pickup at the shop (free)').check();
  await page.getByLabel('KRA PIN (optional)').fill('p051234999z');
  await page.getByRole('button', { name: 'Send Order via WhatsApp' }).click();
  await expect(page).toHaveURL(/\/orders\/ARH-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const reference = page.url().split('/orders/')[1]!;

  const panel = page.getByTestId('payment-panel');
  await panel.getByRole('button', { name: 'Pay with M-Pesa' }).click();
  await expect(panel).toContainText(/Paid\. M-Pesa receipt/, { timeout: 20_000 });

  const link = page.getByRole('link', { name: 'Open the KRA eTIMS receipt (print or save it)' });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${reference}/receipt$`));
  await expect(page.getByRole('heading', { name: 'Tax invoice' })).toBeVisible();
  await expect(page.locator('body')).toContainText('P051234999Z');
  await expect(page.locator('body')).toContainText('1,160.00');
  await expect(page.locator('body')).not.toContainText('KRA receipt pending');
  await expect(page.locator('dd').filter({ hasText: /^[0-9A-F]{16}$/ })).toHaveCount(1);
  await expect(page.locator('.qr svg')).toBeVisible();

  const staff = readyPage(await browser.newPage());
  await openAs(staff, admin.token, admin.user, '/admin/etims');
  await expect(staff.getByRole('heading', { name: 'KRA eTIMS' })).toBeVisible();
  const row = staff.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Signed');
  await expect(row).toContainText('1,160');

  // The item's tax type is B (16%) until staff choose another; it is registered again before its
  // next sale.
  const taxType = staff.getByLabel(new RegExp(`^Tax type of ${name}`));
  await expect(taxType).toHaveValue('B');
  await taxType.selectOption('E');
  await expect(taxType).toHaveValue('E');
  await expect(staff.getByRole('row').filter({ hasText: name })).toContainText(
    'Before its next sale',
  );
  await staff.close();
});
