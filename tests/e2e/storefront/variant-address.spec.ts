import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { adminSession, apiCreateProduct } from '../support';

// A variant has its own address (DESIGN decision 44, docs/decisions/131-variant-address.md):
// /products/{id}?v=... is drawn by the server with that variant chosen, the option choosers are
// links, so choosing works with JavaScript off, and once the app runs choosing keeps the page.

interface Made {
  id: string;
  name: string;
  variants: Array<{ _id: string; sku: string; title: string }>;
}

const bar = (price: number) => ({
  unit: 'bar',
  price,
  perUnit: '1',
  decimals: 0,
  min: '1',
  step: '1',
  default: true,
});

/** Deformed bars in Y8, Y12 and Y16 by the bar (Y12 also by the tonne), Y16 with 3 left. */
async function steelBars(request: APIRequestContext): Promise<Made> {
  const unique = `${Date.now()}`.slice(-6) + `${Math.random()}`.slice(2, 5);
  const { token } = await adminSession(request);
  const auth = { authorization: `Bearer ${token}` };
  const name = `Deformed Bar ${unique}`;
  const product = await apiCreateProduct(request, token, {
    sku: `DB-${unique}`,
    name,
    category: 'Steel',
    unit: 'bar',
    price: '480',
  });
  const put = await request.put(`/api/products/${product._id}/variants`, {
    headers: auth,
    data: {
      options: [{ name: 'Size', values: ['Y8', 'Y12', 'Y16', 'Y20'] }],
      variants: [
        {
          options: { Size: 'Y8' },
          sku: `DB-${unique}-Y8`,
          price: 480,
          stockUnit: 'bar',
          sellUnits: [bar(480)],
        },
        {
          options: { Size: 'Y12' },
          sku: `DB-${unique}-Y12`,
          price: 920,
          stockUnit: 'bar',
          sellUnits: [
            bar(920),
            {
              unit: 'tonne',
              price: 105_500,
              perUnit: '93.747',
              decimals: 3,
              min: '0.5',
              step: '0.001',
            },
          ],
        },
        {
          options: { Size: 'Y16' },
          sku: `DB-${unique}-Y16`,
          price: 2050,
          stockUnit: 'bar',
          reorderLevel: '10',
          sellUnits: [bar(2050)],
        },
      ],
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  const { variants } = (await put.json()) as Made;
  for (const [variant, quantity] of [
    [variants[0]!, '200'],
    [variants[1]!, '300'],
    [variants[2]!, '3'],
  ] as const) {
    const stock = await request.post(`/api/admin/variants/${variant._id}/stock`, {
      headers: auth,
      data: { kind: 'receipt', quantity },
    });
    expect(stock.status(), await stock.text()).toBeLessThan(300);
  }
  return { id: product._id, name, variants };
}

test.describe('a variant at its own address, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the HTML of ?v= holds that variant in English and Swahili, with chooser links', async ({
    request,
  }) => {
    const steel = await steelBars(request);
    const [, y12, y16] = steel.variants;
    const en = await (await request.get(`/products/${steel.id}?v=${y12!._id}`)).text();
    expect(en).toContain(y12!.sku);
    expect(en).toMatch(/KES 920<!-- -->?\s*<span[^>]*>\/ bar<\/span>|KES 920 <span[^>]*>\/ bar/);
    expect(en).toContain('>In stock<');
    expect(en).toContain(`href="/products/${steel.id}?v=${y16!._id}"`);
    expect(en).toContain('"@type":"AggregateOffer"');

    const sw = await (await request.get(`/sw/products/${steel.id}?v=${y16!._id}`)).text();
    expect(sw).toContain(y16!.sku);
    expect(sw).toContain('>Zimebaki 3 tu<');
    expect(sw).toContain(`href="/sw/products/${steel.id}?v=${y12!._id}"`);
  });

  test('a shopper chooses a size by its link and the page shows that size', async ({
    page,
    request,
  }) => {
    const steel = await steelBars(request);
    const [y8, y12, y16] = steel.variants;
    await page.goto(`/products/${steel.id}`);
    await expect(page.getByText(y8!.sku, { exact: true })).toBeVisible();
    await expect(page.getByText('In stock', { exact: true })).toBeVisible();

    await page.getByRole('group', { name: /Size/ }).getByRole('link', { name: 'Y16' }).click();
    await expect(page).toHaveURL(`/products/${steel.id}?v=${y16!._id}`);
    await expect(page.getByText(y16!.sku, { exact: true })).toBeVisible();
    await expect(page.getByText('Only 3 left')).toBeVisible();
    await expect(
      page.getByRole('group', { name: /Size/ }).getByRole('link', { name: 'Y16' }),
    ).toHaveAttribute('aria-current', 'true');

    // A size the shop does not stock is shown, not linked.
    await expect(page.getByRole('link', { name: /Y20/ })).toHaveCount(0);
    await expect(page.getByText('Y20 (not available)')).toBeVisible();

    // An unknown variant falls back to the first one, never an error.
    const response = await page.goto(`/products/${steel.id}?v=nothing-like-it`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText(y8!.sku, { exact: true })).toBeVisible();
    expect(y12).toBeDefined();
  });
});

test('with the script, choosing a size keeps the page and the address names it', async ({
  page,
  request,
}) => {
  // Sets up a product of its own and takes a page over twice: more than a story's usual 30 s on
  // a busy machine.
  test.slow();
  const steel = await steelBars(request);
  const [y8, y12] = steel.variants;
  await page.goto(`/products/${steel.id}?v=${y8!._id}`);
  // A mark on the page's window survives only if the page is not loaded again.
  await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
  const loads = [] as string[];
  page.on('request', (r) => r.resourceType() === 'document' && loads.push(r.url()));

  await page.getByRole('group', { name: /Size/ }).getByRole('link', { name: 'Y12' }).click();
  await expect(page).toHaveURL(`/products/${steel.id}?v=${y12!._id}`);
  await expect(page.getByText(y12!.sku, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
  expect(loads).toEqual([]);

  // Y12 is also sold by the tonne: 2,5 t from a phone keyboard goes into the cart exactly.
  await page.getByRole('radio', { name: /tonne/ }).check();
  await expect(page.locator('p').filter({ hasText: /^KES 105,500/ })).toBeVisible();
  await page.getByLabel('Quantity').fill('2,5');
  await expect(page.getByText('2.5 t ≈ 234 bars (2.496 t)')).toBeVisible();
  await page.getByRole('button', { name: 'Reserve' }).click();
  await expect(page.getByText(`${steel.name} reserved: 2.5 t added to your cart.`)).toBeVisible();
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
  expect(cart).toMatchObject([
    { id: steel.id, variantId: y12!._id, unit: 'tonne', quantity: '2.5' },
  ]);
});

test("a card reads 'from' the lowest price with its unit, in English and Swahili", async ({
  page,
  request,
}) => {
  const steel = await steelBars(request);
  for (const [path, text] of [
    ['/products', 'from KES 480'],
    ['/sw/products', 'kuanzia KSh 480'],
  ] as const) {
    await page.goto(`${path}?q=${encodeURIComponent(steel.name)}`);
    const card = page.getByRole('listitem').filter({ hasText: steel.name });
    await expect(card.getByText(text)).toBeVisible();
    await expect(card.getByText(path === '/products' ? '/ bar' : '/ nondo')).toBeVisible();
  }
});
