import { expect, test } from '../fixtures';
import { apiCreateProduct, pngFile } from '../support';

test.describe('a product at its own address', () => {
  test('a shopper opens a product from its card, reserves it, and can share its address', async ({
    page,
    request,
    admin,
  }) => {
    const unique = `${Date.now()}`.slice(-6);
    const { token } = admin;
    const product = await apiCreateProduct(
      request,
      token,
      {
        sku: `PP-${unique}`,
        name: `Gate Valve ${unique}`,
        category: 'Plumbing',
        brand: 'Kenpipe',
        unit: 'piece',
        size: '1 inch',
        price: '1500',
        stock: '8',
        description: 'Brass gate valve for mains water.',
      },
      [await pngFile('valve.png', '#a16207')],
    );

    await page.goto('/products');
    await page.getByRole('link', { name: `Gate Valve ${unique}` }).click();
    await expect(page).toHaveURL(`/products/${product._id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Gate Valve ${unique}` }),
    ).toBeVisible();
    await expect(page.getByText('Brass gate valve for mains water.')).toBeVisible();
    await expect(page.getByText(`PP-${unique}`)).toBeVisible();
    await expect(page).toHaveTitle(`Gate Valve ${unique} | Athi River Hardware`);

    await page.getByRole('button', { name: 'Reserve' }).click();
    await expect(
      page.getByText(`Gate Valve ${unique} reserved: 1 added to your cart.`),
    ).toBeVisible();

    // What WhatsApp's crawler reads: no JavaScript, just the HTML of the address.
    const html = await (await request.get(`/products/${product._id}`)).text();
    expect(html).toContain(`<title>Gate Valve ${unique} | Athi River Hardware</title>`);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/share\.jpg" \/>/);
    expect(html).toContain('"@type":"Product"');
    const preview = await request.get(
      /<meta property="og:image" content="[^"]*(\/media\/[^"]+)"/.exec(html)?.[1] ?? '/missing',
    );
    expect(preview.headers()['content-type']).toBe('image/jpeg');
  });

  test('an unknown product says so, with a 404 for crawlers', async ({ page }) => {
    const response = await page.goto('/products/no-such-product');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product not found.' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to products' }).click();
    await expect(page).toHaveURL('/products');
  });
});
