import { expect, test } from '../fixtures';
import { mainNav, pngFile, readyPage } from '../support';

test.describe('managing hardware products', () => {
  test('an admin adds a product with images; a visitor finds it with the filters, opens Quick View and reserves it', async ({
    page,
    asAdmin,
    browser,
  }) => {
    const unique = `${Date.now()}`.slice(-6);
    const name = `Galvanised Wheel Hub ${unique}`;
    const brand = `HubCo${unique}`;
    await asAdmin('/admin/products');

    await expect(page.getByRole('heading', { name: 'Manage Hardware Products' })).toBeVisible();
    await page.getByRole('link', { name: '+ Add New Product' }).click();
    await expect(page.getByRole('heading', { name: 'New Product' })).toBeVisible();

    // Saving with the required fields empty shows what is missing and stays on the form.
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('SKU is required.')).toBeVisible();
    await expect(page.getByText('Please choose a category from the list.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products\/new$/);

    await page.getByLabel('SKU *').fill(`HUB-${unique}`);
    await page.getByLabel('Product Name *').fill(name);
    await page.getByLabel('Category *').selectOption('Tools');
    await page.getByLabel('Brand').fill(brand);
    await page.getByLabel('Unit *').selectOption('piece');
    await page.getByLabel('Size', { exact: true }).fill('16-inch');
    await page.getByLabel('Price (Ksh) *').fill('12345');
    await page.getByLabel('Stock', { exact: true }).fill('7');
    await page.getByLabel('Location').fill(`Yard ${unique}`);
    await page.getByLabel('Payment Plan').fill('Pay on delivery');
    await page.getByLabel('Amenities (comma-separated)').fill('Free fitting, Warranty');
    await page.getByLabel('Tags (comma-separated)').fill('hub, , wheel ,');

    // A picture over 4MB is refused with an alert naming it and left out.
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page
      .getByLabel(/^Images/)
      .setInputFiles([
        { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(4 * 1024 * 1024 + 1) },
        await pngFile('front.png', '#b91c1c'),
        await pngFile('side.png', '#15803d'),
      ]);
    await expect.poll(() => alerts).toEqual(['"huge.png" is too large! (max 4MB)']);
    await expect(page.getByText('2 new images chosen.')).toBeVisible();

    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Ksh 12,345');
    await expect(row).toContainText('Tools');
    await expect(row.getByRole('img', { name })).toBeVisible();

    // A visitor (no session) finds it.
    const visitor = readyPage(
      await browser.newPage({ viewport: page.viewportSize() ?? undefined }),
    );
    await visitor.goto('/products');
    await expect(
      visitor
        .getByText('Loading hardware items...')
        .or(visitor.getByRole('list', { name: 'Products' })),
    ).toBeVisible();
    await visitor.getByLabel('Category').selectOption('Tools');
    await visitor.getByLabel('Brand').selectOption(brand);
    const slider = visitor.getByLabel(/Max Price/);
    await slider.fill('13000');
    await expect(visitor.getByText('Max Price: KES 13,000')).toBeVisible();
    const cards = visitor.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('KES 12,345');
    await slider.fill('12000');
    await expect(visitor.getByText('No products found.')).toBeVisible();
    await slider.fill('500000');
    await expect(visitor.getByText('Max Price: Any')).toBeVisible();

    await visitor.getByRole('button', { name: `Quick View: ${name}` }).click();
    const modal = visitor.getByRole('dialog', { name });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('16-inch');
    await expect(modal).toContainText('KES 12,345');
    await expect(modal).toContainText(`Yard ${unique}`);
    await expect(modal).toContainText('Pay on delivery');
    await expect(modal).toContainText('Free fitting');
    await modal.getByRole('button', { name: 'Reserve' }).click();
    await expect(visitor.getByText(`${name} reserved: 1 added to your cart.`)).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    const nav = await mainNav(visitor);
    await expect(nav.getByLabel('1 items in cart')).toBeVisible();
    await visitor.close();
  });

  test('an admin edits a product, and deletes it after confirming', async ({ page, asAdmin }) => {
    const unique = `${Date.now()}`.slice(-6);
    await asAdmin('/admin/products/new');
    await page.getByLabel('SKU *').fill(`EDT-${unique}`);
    await page.getByLabel('Product Name *').fill(`Trowel ${unique}`);
    await page.getByLabel('Category *').selectOption('Tools');
    await page.getByLabel('Unit *').selectOption('piece');
    await page.getByLabel('Price (Ksh) *').fill('450');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const row = page.getByRole('row', { name: new RegExp(`Trowel ${unique}`) });
    await expect(row).toContainText('No Image');

    await row.getByRole('link', { name: `Edit Trowel ${unique}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
    await expect(page.getByLabel('Product Name *')).toHaveValue(`Trowel ${unique}`);
    await page.getByLabel('Product Name *').fill(`Pointing Trowel ${unique}`);
    await page.getByLabel('Price (Ksh) *').fill('1500000');
    await page.getByRole('button', { name: 'Update Product' }).click();
    const edited = page.getByRole('row', { name: new RegExp(`Pointing Trowel ${unique}`) });
    await expect(edited).toContainText('Ksh 1,500,000');

    const messages: string[] = [];
    page.once('dialog', (d) => {
      messages.push(d.message());
      void d.dismiss();
    });
    await edited.getByRole('button', { name: `Delete Pointing Trowel ${unique}` }).click();
    expect(messages).toEqual(['Are you sure you want to delete this product?']);
    await expect(edited).toBeVisible();

    page.once('dialog', (d) => void d.accept());
    await edited.getByRole('button', { name: `Delete Pointing Trowel ${unique}` }).click();
    await expect(edited).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Manage Hardware Products' })).toBeVisible();
    await expect(
      page.getByRole('row', { name: new RegExp(`Pointing Trowel ${unique}`) }),
    ).toHaveCount(0);
  });

  test('a failed save shows the catalogue alert and keeps the admin on the form', async ({
    page,
    asAdmin,
  }) => {
    await asAdmin('/admin/products/new');
    await page.getByLabel('SKU *').fill('FAIL-1');
    await page.getByLabel('Product Name *').fill('Will not save');
    await page.getByLabel('Category *').selectOption('Cement');
    await page.getByLabel('Unit *').selectOption('bag');
    await page.getByLabel('Price (Ksh) *').fill('100');
    await page.route('**/api/products', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            json: { message: 'The shop is busy, try again.', code: 'BUSY' },
          })
        : route.continue(),
    );
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect.poll(() => alerts).toEqual(['Something went wrong while saving the product.']);
    await expect(page.getByRole('alert')).toContainText('The shop is busy, try again.');
    await expect(page).toHaveURL(/\/admin\/products\/new$/);
  });

  test('an unknown product id says so', async ({ page, asAdmin }) => {
    await asAdmin('/admin/products/edit/no-such-product');
    await expect(page.getByText('Product not found.')).toBeVisible();
  });
});
