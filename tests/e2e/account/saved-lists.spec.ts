import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { apiCreateProduct, createY12, letters } from '../support';

// Saved lists (DESIGN decision 55, docs/decisions/176-saved-lists.md): a contractor keeps the
// cart for the next site under a name, empties the cart, and puts the list back with one tap on
// /account, in its sell unit and exact quantity (2.5 t of Y12 is still 2.5 t, KSh 424,320).

async function seedCart(page: Page, items: unknown[]) {
  await page.evaluate((value) => localStorage.setItem('cart', JSON.stringify(value)), items);
}

test('a contractor saves the cart as a list, empties it and adds the list back in one tap', async ({
  page,
  request,
  admin,
  asUser,
}) => {
  test.setTimeout(150_000);
  const tag = letters(6);
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
  await asUser('/');
  await seedCart(page, [
    {
      id: steel.productId,
      name: steel.name,
      price: 170_000,
      qty: 3,
      quantity: '2.5',
      variantId: steel.variantId,
      variantTitle: 'Y12',
      unit: 'tonne',
    },
    { id: cement._id, name: cementName, price: 780, qty: 12, quantity: '12', image: null },
  ]);
  await page.goto('/cart');
  const steelRow = page.getByRole('row', { name: new RegExp(steel.name) });
  await expect(steelRow).toContainText('KSh 424,320');

  // Saved under a name, then the cart emptied.
  await page.getByRole('button', { name: 'Save as a list' }).click();
  await page.getByLabel('List name').fill('Plot 12 roofing');
  await page.getByRole('button', { name: 'Save list' }).click();
  await expect(
    page.getByText('Saved as the list Plot 12 roofing.', { exact: false }),
  ).toBeVisible();
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/cart-list-saved.png`, fullPage: true });
  await page.getByRole('button', { name: `Remove ${steel.name}` }).click();
  await page.getByRole('button', { name: `Remove ${cementName}` }).click();
  await expect(page.getByText('Your toolbox is empty')).toBeVisible();

  // On /account, one tap puts it back: nothing changed, so nothing to agree to.
  await page.goto('/account');
  const list = page.getByTestId('my-list').filter({ hasText: 'Plot 12 roofing' });
  await expect(list).toContainText(`2.5 t × ${steel.name} (Y12)`);
  await expect(list).toContainText(`12 bags × ${cementName}`);
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/account-lists.png`, fullPage: true });
  await list.getByRole('button', { name: 'Add to cart' }).click();
  await expect(list.getByText('Added to your cart.')).toBeVisible();
  await list.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const back = page.getByRole('row', { name: new RegExp(steel.name) });
  await expect(back.getByLabel(`Unit of ${steel.name} Y12`)).toHaveValue('tonne');
  await expect(back.getByLabel(`Quantity of ${steel.name} Y12`)).toHaveValue('2.5');
  await expect(back).toContainText('KSh 424,320');
  await expect(page.getByRole('row', { name: new RegExp(cementName) })).toContainText('KSh 9,360');

  // The same list on the Swahili page.
  await page.goto('/sw/account');
  await expect(page.getByRole('heading', { name: 'Orodha zangu' })).toBeVisible();
  await expect(page.getByTestId('my-list').filter({ hasText: 'Plot 12 roofing' })).toBeVisible();
});
