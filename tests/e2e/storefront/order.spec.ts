import { expect, test } from '../fixtures';
import { ATHI_RIVER, captureWindowOpen, machakosFee, openAs, outbox, readyPage } from '../support';

// An order from the cart becomes a record: the chat message carries its reference, the admin finds
// and confirms it, stock drops, and the visitor's status page follows.

test.describe('an order from the cart', () => {
  test.use({ permissions: ['geolocation'], geolocation: ATHI_RIVER });

  test('is saved with a reference, confirmed by the admin, and followed by the visitor', async ({
    page,
    request,
    browser,
    admin: shopAdmin,
  }) => {
    const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const { token } = shopAdmin;
    const auth = { authorization: `Bearer ${token}` };
    const fee = await machakosFee(request, token);
    const name = `Bamburi Cement 50kg ${suffix}`;
    const created = await request.post('/api/products', {
      headers: auth,
      multipart: {
        sku: `CEM-${suffix}`,
        name,
        category: 'Cement',
        unit: 'bag',
        price: '780',
        discount: '5',
        stock: '3',
        reorderLevel: '1',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const productId = ((await created.json()) as { _id: string })._id;

    // The visitor's cart holds the list price from an old visit; the cart and the order charge
    // the final price.
    await captureWindowOpen(page);
    await page.goto('/');
    await page.evaluate((item) => localStorage.setItem('cart', JSON.stringify([item])), {
      id: productId,
      name,
      price: 780,
      qty: 2,
      image: null,
    });
    await page.goto('/cart');
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('KSh 1,482');

    await page.getByLabel('Full Name').fill('Mwende Mutua');
    await page.getByLabel('Phone Number').fill('0722 123 456');
    await page.getByLabel('Delivery', { exact: true }).check();
    await page.getByLabel('County').selectOption('Machakos');
    await page.getByLabel('Area or landmark').fill('Greenpark, near the mall');
    await expect(page.getByTestId('cart-fee')).toHaveText(`KSh ${fee}`);
    const total = 1482 + fee;
    await expect(page.getByTestId('cart-total')).toContainText(
      `KSh ${total.toLocaleString('en-KE')}`,
    );
    await page.getByRole('button', { name: 'Send Order via WhatsApp' }).click();

    // The visitor lands on the order's status page once the chat has opened.
    await expect(page).toHaveURL(/\/orders\/ARH-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const reference = page.url().split('/orders/')[1]!;
    const opened = await page.evaluate(
      () => (window as unknown as { __opened: string[] }).__opened,
    );
    expect(opened).toHaveLength(1);
    const text = new URL(opened[0]!).searchParams.get('text') ?? '';
    expect(text).toContain(`Order: ${reference}`);
    expect(text).toContain('Name: Mwende Mutua\nPhone: 0722 123 456');
    expect(text).toContain(`${name} x2 - KSh 1,482`);
    expect(text).toContain(`Delivery: Greenpark, near the mall, Machakos - KSh ${fee}`);
    expect(text).toContain(`Total: KSh ${total.toLocaleString('en-KE')}`);
    expect(text).toContain('Location: https://www.google.com/maps?q=-1.4563,36.9781');
    expect(text).toContain(`/orders/${reference}`);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
    await expect(page.getByRole('heading', { name: `Order ${reference}` })).toBeVisible();
    await expect(page.getByTestId('order-status')).toContainText('New');

    // The shop was mailed, with a link to the order's admin screen.
    await expect
      .poll(() => outbox().some((m) => m.includes(`/admin/orders/${reference}`)))
      .toBe(true);

    // The admin finds the order by its reference and confirms it.
    const admin = readyPage(await browser.newPage());
    await openAs(admin, token, shopAdmin.user, '/admin/orders');
    await expect(admin.getByRole('heading', { name: 'Orders' })).toBeVisible();
    await admin.getByLabel('Search', { exact: true }).fill(reference.toLowerCase());
    await admin.getByRole('button', { name: 'Search' }).click();
    const row = admin.getByRole('link', { name: `Order ${reference} from Mwende Mutua` });
    await expect(row).toContainText(`KSh ${total.toLocaleString('en-KE')}`);
    await row.click();
    await expect(admin.getByRole('heading', { name: `Order ${reference}` })).toBeVisible();
    await expect(admin.getByText('+254722123456')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Mark Paid' })).toHaveCount(0);
    await admin.getByRole('button', { name: 'Confirm order' }).click();
    await expect(admin.getByText(`Order ${reference} is now Confirmed.`)).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Mark Paid' })).toBeVisible();
    await admin.getByLabel('Add a note').fill('Called Mwende: deliver Saturday morning');
    await admin.getByRole('button', { name: 'Save note' }).click();
    await expect(admin.getByText('Called Mwende: deliver Saturday morning')).toBeVisible();
    await admin.close();

    // Stock dropped by the order, and the shop heard that it is at the reorder level.
    const product = (await (await request.get(`/api/products/${productId}`)).json()) as {
      stock: number;
    };
    expect(product.stock).toBe(1);
    await expect
      .poll(() => outbox().some((m) => m.includes(`Subject: Low stock after order ${reference}`)))
      .toBe(true);

    // The visitor's status page shows the confirmation.
    await page.reload();
    await expect(page.getByTestId('order-status')).toContainText('Confirmed');
    await expect(page.getByRole('listitem').filter({ hasText: 'Confirmed' })).toBeVisible();
  });

  test('a blocked chat window keeps the cart and the saved order; sending again saves no second order', async ({
    page,
    request,
    admin,
  }) => {
    const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const { token } = admin;
    const auth = { authorization: `Bearer ${token}` };
    const name = `Claw Hammer ${suffix}`;
    const created = await request.post('/api/products', {
      headers: auth,
      multipart: { sku: `HAM-${suffix}`, name, category: 'Tools', unit: 'piece', price: '1350' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const productId = ((await created.json()) as { _id: string })._id;

    // The first window is blocked, the second opens.
    await page.addInitScript(() => {
      const opened: string[] = [];
      const w = window as unknown as { __opened: string[] };
      w.__opened = opened;
      window.open = (url?: string | URL) => {
        opened.push(String(url));
        return opened.length === 1 ? null : ({ opener: window } as unknown as Window);
      };
    });
    await page.goto('/');
    await page.evaluate((item) => localStorage.setItem('cart', JSON.stringify([item])), {
      id: productId,
      name,
      price: 1350,
      qty: 1,
      image: null,
    });
    await page.goto('/cart');
    const customer = `Kamau ${suffix}`;
    await page.getByLabel('Full Name').fill(customer);
    await page.getByLabel('Phone Number').fill('0711 222 333');
    await page.getByLabel('Pickup at the shop (free)').check();
    await page.getByRole('button', { name: 'Send Order via WhatsApp' }).click();
    await expect(
      page.getByText('WhatsApp could not be opened: your browser blocked the new tab.'),
    ).toBeVisible();
    await expect(page.getByLabel(`Quantity of ${name}`)).toHaveValue('1');

    await page.getByRole('button', { name: 'Send Order via WhatsApp' }).click();
    await expect(page).toHaveURL(/\/orders\/ARH-/);
    const reference = page.url().split('/orders/')[1]!;
    const opened = await page.evaluate(
      () => (window as unknown as { __opened: string[] }).__opened,
    );
    expect(opened).toHaveLength(2);
    expect(opened[1]).toBe(opened[0]);
    expect(new URL(opened[1]!).searchParams.get('text')).toContain(`Order: ${reference}`);

    const found = (await (
      await request.get(`/api/admin/orders?q=${encodeURIComponent(customer)}`, { headers: auth })
    ).json()) as { total: number; items: { reference: string }[] };
    expect(found.total).toBe(1);
    expect(found.items[0]?.reference).toBe(reference);
  });

  test('an unknown reference shows Order not found.', async ({ page }) => {
    await page.goto('/orders/ARH-2222-2222');
    await expect(page.getByText('Order not found.')).toBeVisible();
  });
});
