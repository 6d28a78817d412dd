import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { mainNav } from '../support';

// The cart and the WhatsApp order (docs/decisions/033-order-then-chat.md,
// docs/decisions/065-cart-prices.md).

const SHOP_NUMBER = '254712345678';
const ATHI_RIVER = { latitude: -1.4563, longitude: 36.9781 };

type Opened = { url: string; target: string | undefined };

/**
 * Replaces window.open so the story can read the chat link instead of leaving the site. It answers
 * like an opened tab, or like a blocked pop-up (null) when `blocked` is set.
 */
async function captureWindowOpen(page: Page, { blocked = false } = {}) {
  await page.addInitScript((isBlocked) => {
    const opened: { url: string; target: string | undefined }[] = [];
    (window as unknown as { __opened: typeof opened }).__opened = opened;
    window.open = (url?: string | URL, target?: string) => {
      opened.push({ url: String(url), target });
      return isBlocked ? null : ({ opener: window } as unknown as Window);
    };
  }, blocked);
}

async function openedLinks(page: Page): Promise<Opened[]> {
  return page.evaluate(() => (window as unknown as { __opened: Opened[] }).__opened);
}

/** Every alert the page raises, accepted as a visitor would. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

async function seedCart(page: Page, items: unknown[]) {
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('cart', JSON.stringify(value)), items);
}

/** A product as the API answers it (src/shared/product.schema.ts). */
function listedProduct(fields: { _id: string; name: string; price: number | null }) {
  return {
    sku: `SKU-${fields._id}`,
    category: 'Cement',
    brand: null,
    unit: 'bag',
    size: null,
    discount: null,
    stock: 10,
    reorderLevel: 2,
    supplier: { name: null, contact: null },
    location: null,
    description: null,
    tags: [],
    isFeatured: false,
    status: 'In Stock',
    paymentPlan: null,
    amenities: [],
    image: null,
    images: [],
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...fields,
  };
}

/** Any read of the product list or of catalogue pages (not one product, not a write). */
function isProductsRequest(url: URL): boolean {
  return url.pathname === '/api/products';
}

/** A catalogue page as GET /api/products?ids=... answers (src/shared/catalogue-query.ts). */
function cataloguePage(items: unknown[]) {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 48,
    facets: { category: [], brand: [], location: [] },
  };
}

/** The shop's API is down: the cart must still send the spec's plain message. */
async function orderApiDown(page: Page) {
  await page.route('**/api/orders', (route) => route.abort('connectionrefused'));
}

async function choosePickup(page: Page) {
  await page.getByLabel('Pickup at the shop (free)').check();
}

const CEMENT = { id: 'cement-50', name: 'Cement 50kg', price: 780, qty: 1, image: null };
const NAILS = { id: 'nails-4', name: 'Nails & screws #8', price: 1250, qty: 2, image: null };

test.describe('the cart', () => {
  test('an empty cart says so and leads back to the products', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto('/cart');
    await expect(page.getByText('Your toolbox is empty')).toBeVisible();
    await page.getByRole('link', { name: 'Browse Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    expect(errors).toEqual([]);
  });

  test('a corrupt stored cart starts empty instead of breaking the site', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('cart', '{"not": "a list"'));
    await page.goto('/cart');
    await expect(page.getByText('Your toolbox is empty')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test.describe('with the location shared', () => {
    test.use({ permissions: ['geolocation'], geolocation: ATHI_RIVER });

    test('changing quantities updates subtotals and total; the order goes to WhatsApp and empties the cart', async ({
      page,
    }) => {
      await captureWindowOpen(page);
      await orderApiDown(page);
      const alerts = collectAlerts(page);
      await seedCart(page, [CEMENT, NAILS]);
      await page.goto('/cart');

      await expect(page.getByRole('link', { name: 'View my location on the map' })).toHaveAttribute(
        'href',
        'https://www.google.com/maps?q=-1.4563,36.9781',
      );
      await expect(page.getByTestId('cart-total')).toHaveText(/KSh 3,280/); // 780 + 2 x 1,250

      await page.getByLabel('Quantity of Cement 50kg').fill('20');
      await page.getByLabel('Quantity of Nails & screws #8').fill('3');
      await expect(page.getByTestId('cart-total')).toHaveText(/KSh 19,350/); // 15,600 + 3,750
      await expect(page.getByRole('row', { name: /Cement 50kg/ })).toContainText('KSh 15,600');

      // A cleared or zero quantity never reaches the total.
      const cementQty = page.getByLabel('Quantity of Cement 50kg');
      await cementQty.fill('');
      await expect(page.getByTestId('cart-total')).toHaveText(/KSh 19,350/);
      await cementQty.fill('0');
      await expect(page.getByTestId('cart-total')).toHaveText(/KSh 19,350/);
      await cementQty.blur();
      await expect(cementQty).toHaveValue('20');

      await page.getByLabel('Full Name').fill('  Jane Wanjiku ');
      await page.getByLabel('Phone Number').fill('0712 000 111');
      await choosePickup(page);
      await page.getByRole('button', { name: 'Send Order via WhatsApp' }).click();
      await expect(page.getByText('Your toolbox is empty')).toBeVisible();

      const opened = await openedLinks(page);
      expect(opened).toHaveLength(1);
      expect(opened[0]?.target).toBe('_blank');
      const link = new URL(opened[0]?.url ?? '');
      expect(link.origin + link.pathname).toBe(`https://wa.me/${SHOP_NUMBER}`);
      expect(link.searchParams.get('text')).toBe(
        [
          'Hello, I would like to place an order.',
          '',
          'Name: Jane Wanjiku',
          'Phone: 0712 000 111',
          '',
          'Items:',
          'Cement 50kg x20 - KSh 15,600',
          'Nails & screws #8 x3 - KSh 3,750',
          '',
          'Total: KSh 19,350',
          'Location: https://www.google.com/maps?q=-1.4563,36.9781',
          'Delivery: Pickup at the shop (free)',
        ].join('\n'),
      );
      // The raw link keeps '&', '#' and the newlines inside the text parameter.
      expect(opened[0]?.url).toContain('Nails%20%26%20screws%20%238');
      expect(opened[0]?.url).toContain('%0A');

      await expect(page.getByText('Your toolbox is empty')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
      const nav = await mainNav(page);
      await expect(nav.getByLabel(/items in cart/)).toHaveCount(0);
      expect(alerts).toEqual([]);
    });

    test('an order without name or phone is refused with the alert', async ({ page }) => {
      await captureWindowOpen(page);
      const alerts = collectAlerts(page);
      await seedCart(page, [CEMENT]);
      await page.goto('/cart');

      await page.getByRole('button', { name: 'Send Order via WhatsApp' }).click();
      await page.getByLabel('Full Name').fill('Jane');
      await page.getByLabel('Phone Number').fill('   ');
      await page.getByRole('button', { name: 'Send Order via WhatsApp' }).click();
      await expect.poll(() => alerts.length).toBe(2);
      expect(alerts).toEqual([
        'Please enter your name and phone number before placing your order.',
        'Please enter your name and phone number before placing your order.',
      ]);
      expect(await openedLinks(page)).toEqual([]);
      await expect(page.getByLabel('Quantity of Cement 50kg')).toBeVisible();
    });

    test('a blocked pop-up keeps the cart and says what to do', async ({ page }) => {
      await captureWindowOpen(page, { blocked: true });
      await orderApiDown(page);
      await seedCart(page, [CEMENT]);
      await page.goto('/cart');
      await page.getByLabel('Full Name').fill('Jane');
      await page.getByLabel('Phone Number').fill('0712 000 111');
      await choosePickup(page);
      await page.getByRole('button', { name: 'Send Order via WhatsApp' }).click();

      await expect(
        page.getByText('WhatsApp could not be opened: your browser blocked the new tab.'),
      ).toBeVisible();
      expect(await openedLinks(page)).toHaveLength(1);
      await expect(page.getByLabel('Quantity of Cement 50kg')).toHaveValue('1');
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'))).toEqual([
        CEMENT,
      ]);
    });

    test('asks delivery or pickup, and delivery needs a county and an area', async ({ page }) => {
      await captureWindowOpen(page);
      await seedCart(page, [CEMENT]);
      await page.goto('/cart');
      await page.getByLabel('Full Name').fill('Jane');
      await page.getByLabel('Phone Number').fill('0712 000 111');
      const send = page.getByRole('button', { name: 'Send Order via WhatsApp' });
      const problem = page.getByTestId('cart-problem');
      await send.click();
      await expect(problem).toHaveText('Please choose delivery or pickup.');
      await page.getByLabel('Delivery', { exact: true }).check();
      await send.click();
      await expect(problem).toHaveText('Please choose your county for delivery.');
      await page.getByLabel('County').selectOption('Turkana');
      await send.click();
      await expect(problem).toHaveText('Please enter an area or landmark for delivery.');
      expect(await openedLinks(page)).toEqual([]);
    });

    test('an item the shop no longer sells is named and the cart is kept', async ({ page }) => {
      await captureWindowOpen(page);
      await seedCart(page, [CEMENT]);
      await page.goto('/cart');
      await page.getByLabel('Full Name').fill('Jane');
      await page.getByLabel('Phone Number').fill('0712 000 111');
      await choosePickup(page);
      await page.getByRole('button', { name: 'Send Order via WhatsApp' }).click();
      await expect(page.getByTestId('cart-problem')).toHaveText(
        '"Cement 50kg" is no longer in our catalogue. Please remove it from your cart and send again.',
      );
      expect(await openedLinks(page)).toEqual([]);
      await expect(page.getByLabel('Quantity of Cement 50kg')).toHaveValue('1');
    });

    test('Remove takes an item out, and the last one leaves the empty state', async ({ page }) => {
      await seedCart(page, [CEMENT, NAILS]);
      await page.goto('/cart');
      await page.getByRole('button', { name: 'Remove Nails & screws #8' }).click();
      await expect(page.getByLabel('Quantity of Nails & screws #8')).toHaveCount(0);
      await expect(page.getByTestId('cart-total')).toHaveText(/KSh 780/);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'))).toEqual([
        CEMENT,
      ]);
      await page.getByRole('button', { name: 'Remove Cement 50kg' }).click();
      await expect(page.getByText('Your toolbox is empty')).toBeVisible();
    });

    test('prices and images come from the shop once its answer has loaded', async ({ page }) => {
      await page.route(isProductsRequest, (route) => {
        const asked = new URL(route.request().url()).searchParams.get('ids')?.split(',') ?? [];
        const items = [listedProduct({ _id: CEMENT.id, name: CEMENT.name, price: 800 })].filter(
          (p) => asked.includes(p._id),
        );
        return route.fulfill({ json: cataloguePage(items) });
      });
      await seedCart(page, [CEMENT, NAILS]);
      await page.goto('/cart');
      await expect(page.getByRole('row', { name: /Cement 50kg/ })).toContainText('KSh 800');
      // Nails are not in the answer: the stored price stays.
      await expect(page.getByRole('row', { name: /Nails/ })).toContainText('KSh 2,500');
      await expect(page.getByTestId('cart-total')).toHaveText(/KSh 3,300/);
    });

    test('asks the shop only for the products in the cart, never for the whole catalogue', async ({
      page,
    }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (isProductsRequest(new URL(request.url()))) asked.push(request.url());
      });
      await seedCart(page, [CEMENT, NAILS]);
      const answered = page.waitForResponse((res) => isProductsRequest(new URL(res.url())));
      await page.goto('/cart');
      expect((await answered).status()).toBe(200);
      await expect(page.getByTestId('cart-total')).toHaveText(/KSh 3,280/);
      expect(asked).toHaveLength(1);
      const params = new URL(asked[0]!).searchParams;
      expect(params.get('ids')).toBe(`${CEMENT.id},${NAILS.id}`);
      expect(Number(params.get('pageSize'))).toBe(48);
    });

    test('a failing answer leaves the stored prices in place', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.route(isProductsRequest, (route) =>
        route.fulfill({
          status: 500,
          json: { message: 'Something went wrong.', code: 'INTERNAL' },
        }),
      );
      await seedCart(page, [CEMENT, NAILS]);
      await page.goto('/cart');
      await expect(page.getByTestId('cart-total')).toHaveText(/KSh 3,280/);
      expect(errors).toEqual([]);
    });
  });

  test.describe('a visitor shopping from the products page', () => {
    test.use({ permissions: ['geolocation'], geolocation: ATHI_RIVER });

    test('reserves two products, changes quantities and sends the order with every item, the total and the location', async ({
      page,
      request,
      admin,
    }) => {
      const suffix = Date.now().toString().slice(-6);
      const { token } = admin;
      const products = [
        {
          sku: `CEM-${suffix}`,
          name: `Bamburi Cement 50kg ${suffix}`,
          category: 'Cement',
          unit: 'bag',
          price: '780',
        },
        {
          sku: `RB-${suffix}`,
          name: `Y12 Rebar & Binding Wire #${suffix}`,
          category: 'Steel',
          unit: 'piece',
          price: '1450',
        },
      ];
      for (const product of products) {
        const res = await request.post('/api/products', {
          headers: { authorization: `Bearer ${token}` },
          multipart: product,
        });
        expect(res.status(), await res.text()).toBe(201);
      }

      await captureWindowOpen(page);
      const alerts = collectAlerts(page);
      await page.goto('/products');
      await page.getByRole('button', { name: `Reserve ${products[0]!.name}` }).click();
      await page.getByRole('button', { name: `Reserve ${products[1]!.name}` }).click();
      await page.getByRole('button', { name: `Reserve ${products[1]!.name}` }).click();

      const nav = await mainNav(page);
      await expect(nav.getByLabel('3 items in cart')).toBeVisible();
      await nav.getByRole('link', { name: /Cart/ }).click();
      await expect(page).toHaveURL(/\/cart$/);

      await expect(page.getByLabel(`Quantity of ${products[1]!.name}`)).toHaveValue('2');
      await page.getByLabel(`Quantity of ${products[0]!.name}`).fill('40');
      await expect(page.getByTestId('cart-total')).toHaveText(/KSh 34,100/); // 40 x 780 + 2 x 1,450
      await expect(page.getByRole('link', { name: 'View my location on the map' })).toBeVisible();

      await page.getByLabel('Full Name').fill('Mwangi Kariuki');
      await page.getByLabel('Phone Number').fill('0722 123 456');
      await choosePickup(page);
      await page.getByRole('button', { name: 'Send Order via WhatsApp' }).click();

      // Saved on the server first: the visitor lands on the order's status page.
      await expect(page).toHaveURL(/\/orders\/ARH-/);
      const opened = await openedLinks(page);
      expect(opened).toHaveLength(1);
      const link = new URL(opened[0]?.url ?? '');
      expect(link.origin + link.pathname).toBe(`https://wa.me/${SHOP_NUMBER}`);
      const text = link.searchParams.get('text') ?? '';
      expect(text).toContain('Name: Mwangi Kariuki\nPhone: 0722 123 456');
      expect(text).toContain(`${products[0]!.name} x40 - KSh 31,200`);
      expect(text).toContain(`${products[1]!.name} x2 - KSh 2,900`);
      expect(text).toContain('Total: KSh 34,100');
      expect(text).toContain('Location: https://www.google.com/maps?q=-1.4563,36.9781');
      expect(text).toContain(`Order: ${page.url().split('/orders/')[1]}`);

      expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
      expect(alerts).toEqual([]);
    });
  });

  test.describe('with the location refused', () => {
    test.use({ permissions: [] });

    test("alerts, shows 'Location not detected' and still sends the order", async ({ page }) => {
      await captureWindowOpen(page);
      const alerts = collectAlerts(page);
      await seedCart(page, [CEMENT]);
      await page.goto('/cart');

      await expect(page.getByText('Location not detected')).toBeVisible();
      await expect
        .poll(() => alerts)
        .toEqual(['Unable to retrieve your location. Please allow location access.']);

      await orderApiDown(page);
      await page.getByLabel('Full Name').fill('Otieno');
      await page.getByLabel('Phone Number').fill('+254 700 000 000');
      await choosePickup(page);
      await page.getByRole('button', { name: 'Send Order via WhatsApp' }).click();
      await expect(page.getByText('Your toolbox is empty')).toBeVisible();
      const opened = await openedLinks(page);
      expect(opened).toHaveLength(1);
      const text = new URL(opened[0]?.url ?? '').searchParams.get('text') ?? '';
      expect(text).toContain('Cement 50kg x1 - KSh 780');
      expect(text).toContain('Total: KSh 780');
      expect(
        text.endsWith('Location: Location not detected\nDelivery: Pickup at the shop (free)'),
      ).toBe(true);
    });

    test('a browser without geolocation gets the unsupported alert', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'geolocation', {
          get: () => undefined,
          configurable: true,
        });
      });
      const alerts = collectAlerts(page);
      await seedCart(page, [CEMENT]);
      await page.goto('/cart');
      await expect(page.getByText('Location not detected')).toBeVisible();
      expect(alerts).toEqual(['Geolocation is not supported by your browser.']);
    });
  });
});
