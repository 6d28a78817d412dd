import { expect, test } from '../fixtures';
import { apiCreateProduct } from '../support';

// Faults an outside fuzz and attack run found in pages, replayed through the browser: a search
// for a name every JavaScript object inherits, and staff-only product fields in a public page.

const unique = `${Date.now()}`.slice(-6);
const SUPPLIER = `Hidden Supplier ${unique}`;
const CONTACT = '+254799000111';

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test("a search for 'constructor' is drawn by the server like any other", async ({ page }) => {
    for (const word of ['constructor', '__proto__', 'toString']) {
      const response = await page.goto(`/products?q=${word}`);
      expect(response?.status(), word).toBe(200);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Hardware Inventory' }),
      ).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Search', exact: true }), word).toHaveValue(
        word,
      );
      await expect(page.getByText('No products found.'), word).toBeVisible();
    }
  });
});

test('a product page carries no supplier or reorder level; the admin form still does', async ({
  page,
  request,
  admin,
  asAdmin,
}) => {
  const product = await apiCreateProduct(request, admin.token, {
    sku: `HID-${unique}`,
    name: `Gate Valve ${unique}`,
    category: 'Plumbing',
    unit: 'piece',
    price: '1800',
    reorderLevel: '13',
    supplierName: SUPPLIER,
    supplierContact: CONTACT,
  });
  const html = await (await request.get(`/products/${product._id}`)).text();
  expect(html).toContain(`Gate Valve ${unique}`);
  for (const secret of [SUPPLIER, CONTACT, 'reorderLevel', '"supplier"'])
    expect(html, secret).not.toContain(secret);

  await asAdmin(`/admin/products/edit/${product._id}`);
  await expect(page.getByLabel('Supplier Name')).toHaveValue(SUPPLIER);
  await expect(page.getByLabel('Reorder Level')).toHaveValue('13');
});
