import { expect, test } from '../fixtures';
import { apiCreateProduct, pngFile } from '../support';

// A variant shows its own picture at its address (docs/decisions/160-variant-pictures.md): staff
// choose one of the product's pictures in the variants grid; the product page shows it first when
// that variant is chosen, and the product's first picture for the others.

test('staff give a colour its own picture, and the product page shows it for that colour', async ({
  page,
  request,
  admin,
  asAdmin,
}) => {
  test.setTimeout(120_000);
  const unique = `${Date.now()}`.slice(-6);
  const product = await apiCreateProduct(
    request,
    admin.token,
    {
      sku: `PT${unique}`,
      name: `Gloss paint ${unique}`,
      category: 'Paints',
      unit: 'tin',
      price: '900',
    },
    [await pngFile('white.png', '#f5f5f5'), await pngFile('red.png', '#b91c1c')],
  );
  const [white, red] = product.images;

  await asAdmin(`/admin/products/edit/${product._id}`);
  await page.getByRole('button', { name: 'Add options or sell units' }).click();
  await page.getByRole('button', { name: '+ Add option' }).click();
  await page.getByLabel('Option 1 name').fill('Colour');
  await page.getByLabel('Option 1 values (comma-separated)').fill('White, Red');
  await page.getByRole('group', { name: 'Combinations stocked' }).getByLabel('Red').check();
  const grid = page.getByRole('region', { name: 'Variants' });
  await grid.getByLabel('Price (KSh), Red').fill('950');
  await grid.getByLabel('Picture of Red').selectOption({ label: 'Picture 2' });
  await page.getByRole('button', { name: 'Save options and variants' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Options and variants saved.' }),
  ).toBeVisible();
  await page.reload();
  await expect(grid.getByLabel('Picture of Red')).toHaveValue(red!);
  await expect(grid.getByLabel('Picture of White')).toHaveValue('');

  // The storefront: Red's address opens on the red picture; White keeps the product's first.
  await page.goto(`/products/${product._id}`);
  const firstPicture = page.locator('main img').first();
  await expect(firstPicture).toHaveAttribute('src', new RegExp(idOf(white!)));
  await page.getByRole('link', { name: 'Red', exact: true }).click();
  await expect(page).toHaveURL(/\?v=/);
  await expect(firstPicture).toHaveAttribute('src', new RegExp(idOf(red!)));
});

/** The media id of a picture address ('/media/{id}/full.webp'). */
function idOf(url: string): string {
  return url.split('/')[2]!;
}
