import { expect, test } from '../fixtures';
import {
  apiCreateProduct,
  apiCreateQuoteProducts,
  letters,
  mainNav,
  openAs,
  outbox,
  readyPage,
} from '../support';

// A contractor's WhatsApp-style list becomes a quote: matched on the page, requested, priced and
// sent by the shop, accepted by the contractor, and found as one order at the quoted total.

test('a pasted list becomes a priced quote and then one order at the quoted total', async ({
  page,
  request,
  browser,
  admin: shopAdmin,
}) => {
  const brand = await apiCreateQuoteProducts(request, shopAdmin.token, 'Q');
  const auth = { authorization: `Bearer ${shopAdmin.token}` };

  // 'Get a Quote' from the navbar.
  await page.goto('/products');
  await (await mainNav(page)).getByRole('link', { name: 'Get a Quote' }).click();
  await expect(page.getByRole('heading', { name: 'Get a Quote' })).toBeVisible();

  await page
    .getByLabel('Your list')
    .fill(`1. mifuko 50 saruji ${brand}\nY12 ${brand} x 30\nriver sand 2 lorries`);
  await page.getByRole('button', { name: 'Match my list' }).click();
  const lines = page.getByTestId('quote-line');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText(`${brand} Cement 42.5`);
  await expect(lines.nth(0)).toContainText('KSh 40,000');
  await expect(lines.nth(1)).toContainText(`${brand} Y12 Steel Bar`);
  await expect(lines.nth(2)).toContainText('Not matched: the shop will price it');
  // Quantities can be changed.
  await page.getByLabel('Quantity for "Y12').fill('35');
  await expect(lines.nth(1)).toContainText('KSh 40,250');

  await page.getByLabel('Full Name').fill('Otieno Builders');
  await page.getByLabel('Phone Number').fill('0733 555 111');
  await page.getByLabel('County (optional)').selectOption('Machakos');
  await page.getByRole('button', { name: 'Request Quote' }).click();
  await expect(page).toHaveURL(/\/quotes\/Q-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const reference = page.url().split('/quotes/')[1]!;
  await expect(page.getByText("Waiting for the shop's prices")).toBeVisible();
  await expect
    .poll(() => outbox().some((m) => m.includes(`/admin/quotes/${reference}`)))
    .toBe(true);

  // The shop prices the unmatched line, adds delivery and sends the quote (at a desk).
  const staff = readyPage(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
  await openAs(staff, shopAdmin.token, shopAdmin.user, '/admin/quotes');
  await staff.getByRole('link', { name: 'Quotes' }).first().waitFor();
  await staff.getByLabel('Search', { exact: true }).fill(reference);
  await staff.getByRole('button', { name: 'Search' }).click();
  await staff.getByRole('link', { name: `Quote ${reference} from Otieno Builders` }).click();
  await expect(staff.getByRole('heading', { name: `Quote ${reference}` })).toBeVisible();
  // Today's final price by default.
  await expect(staff.getByLabel('Unit price of line 1')).toHaveValue('800');
  await staff.getByLabel('Unit price of line 3').fill('18000');
  await staff.getByLabel('Delivery fee (KSh)').fill('2000');
  await staff.getByRole('button', { name: 'Send Quote' }).click();
  await expect(staff.getByTestId('quote-status')).toHaveText('Sent');
  const chat = staff.getByRole('link', { name: 'Send on WhatsApp' });
  const text = new URL((await chat.getAttribute('href'))!).searchParams.get('text') ?? '';
  expect(text).toContain(`/quotes/${reference}`);
  expect(text).toContain('KSh 118,250');

  // The contractor sees the prices and accepts once, whatever the clicks.
  await page.reload();
  await expect(page.getByTestId('quote-total')).toHaveText('KSh 118,250');
  await expect(page.getByText(/^Valid until \d+ \w+ \d{4}$/)).toBeVisible();
  await page.getByRole('button', { name: 'Accept Quote' }).click();
  const orderLink = page.getByRole('status').getByRole('link', { name: /^ARH-/ });
  await expect(orderLink).toBeVisible();
  const orderReference = (await orderLink.textContent())!;

  // The order appears in the admin's list at the quoted total.
  await staff.goto('/admin/orders');
  await staff.getByLabel('Search', { exact: true }).fill(orderReference);
  await staff.getByRole('button', { name: 'Search' }).click();
  await expect(
    staff.getByRole('link', { name: `Order ${orderReference} from Otieno Builders` }),
  ).toContainText('KSh 118,250');
  const orders = (await (
    await request.get(`/api/admin/orders?q=${encodeURIComponent('Otieno Builders')}`, {
      headers: auth,
    })
  ).json()) as { items: { reference: string }[] };
  expect(orders.items.filter((o) => o.reference === orderReference)).toHaveLength(1);
});

test("an expired quote's 'Request again' asks anew for the same lines at today's prices", async ({
  page,
  request,
  admin: shopAdmin,
}) => {
  const brand = letters(7);
  const auth = { authorization: `Bearer ${shopAdmin.token}` };
  const { _id: productId } = await apiCreateProduct(request, shopAdmin.token, {
    sku: `Q-AGN-${brand}`,
    name: `${brand} Binding Wire`,
    category: 'Cement',
    unit: 'roll',
    price: '4200',
    stock: '500',
  });

  // A quote for 3 rolls, sent at 4,200 a roll, whose last day was yesterday (Nairobi).
  const asked = await request.post('/api/quotes', {
    data: {
      customer: { name: 'Wanjiku Fundi', phone: '0722 000 111' },
      lines: [{ text: `3 rolls ${brand} binding wire`, productId, quantity: 3 }],
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const old = ((await asked.json()) as { reference: string }).reference;
  const sent = await request.post(`/api/admin/quotes/${old}/send`, { headers: auth });
  expect(sent.status(), await sent.text()).toBe(200);
  const yesterday = new Date(Date.now() + 3 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
  const ended = await request.patch(`/api/admin/quotes/${old}`, {
    headers: auth,
    data: { validUntil: yesterday },
  });
  expect(ended.status(), await ended.text()).toBe(200);
  // Today's price is higher.
  const repriced = await request.patch(`/api/products/${productId}`, {
    headers: auth,
    data: { price: 4500 },
  });
  expect(repriced.status(), await repriced.text()).toBe(200);

  await page.goto(`/quotes/${old}`);
  await expect(page.getByText(/^This quote expired on \d+ \w+ \d{4}\.$/)).toBeVisible();
  await page.getByRole('link', { name: 'Request again' }).click();
  await expect(page).toHaveURL(`/quote?from=${old}`);
  const lines = page.getByTestId('quote-line');
  await expect(lines).toHaveCount(1);
  await expect(lines.nth(0)).toContainText(`${brand} Binding Wire`);
  await expect(lines.nth(0)).toContainText('KSh 13,500');

  await page.getByLabel('Full Name').fill('Wanjiku Fundi');
  await page.getByLabel('Phone Number').fill('0722 000 111');
  await page.getByRole('button', { name: 'Request Quote' }).click();
  await expect(page).toHaveURL(/\/quotes\/Q-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const fresh = page.url().split('/quotes/')[1]!;
  expect(fresh).not.toBe(old);
  await expect(page.getByText("Waiting for the shop's prices")).toBeVisible();

  // The new request holds the same product and quantity; staff see today's price by default.
  const quote = (await (
    await request.get(`/api/admin/quotes/${fresh}`, { headers: auth })
  ).json()) as { status: string; lines: { productId: string | null; quantity: number }[] };
  expect(quote.status).toBe('Requested');
  expect(quote.lines).toMatchObject([{ productId, quantity: 3, currentPrice: 4500 }]);
});
