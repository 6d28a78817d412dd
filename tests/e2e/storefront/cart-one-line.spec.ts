import { expect, test } from '../fixtures';
import { apiCreateProduct } from '../support';

// A card's Reserve names neither variant nor unit; the product page's Reserve names both. For the
// product's first variant in its default unit they are one cart line (decision 130).

test("a card's Reserve and the product page's Reserve of the same thing make one cart line", async ({
  page,
  request,
  admin,
}) => {
  const unique = `${Date.now()}`.slice(-6);
  const name = `Gate Valve ${unique}`;
  const product = await apiCreateProduct(request, admin.token, {
    sku: `OL-${unique}`,
    name,
    category: 'Plumbing',
    unit: 'piece',
    price: '1500',
    stock: '8',
  });

  await page.goto('/products');
  await page.getByRole('button', { name: `Reserve ${name}` }).click();
  await expect(page.getByText(`${name} reserved`).first()).toBeVisible();
  await page.goto(`/products/${product._id}`);
  await page.getByRole('button', { name: 'Reserve', exact: true }).click();
  await expect(page.getByText(`${name} reserved: 1 added to your cart.`)).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByLabel(`Quantity of ${name}`)).toHaveCount(1);
  await expect(page.getByLabel(`Quantity of ${name}`)).toHaveValue('2');
  await expect(page.getByTestId('cart-total')).toHaveText(/KSh 3,000/);
});
