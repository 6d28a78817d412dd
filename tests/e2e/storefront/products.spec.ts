import { expect, test } from '../fixtures';
import { apiCreateProduct, mainNav, pngFile, reachInsideApp } from '../support';

const CATALOGUE_PAGE = /\/api\/products\?/;
const EMPTY_PAGE = {
  items: [],
  total: 0,
  page: 1,
  pageSize: 24,
  facets: { category: [], brand: [], location: [] },
};

test.describe('the products page', () => {
  test('filters by category, brand, location and price; Misc and Generic stand in for missing values', async ({
    page,
    request,
    admin,
  }) => {
    const unique = `${Date.now()}`.slice(-6);
    const { token } = admin;
    const location = `Depot ${unique}`;
    await apiCreateProduct(request, token, {
      sku: `FLT-A-${unique}`,
      name: `Roofing Nails ${unique}`,
      category: 'Fasteners',
      unit: 'kg',
      price: '250',
      location,
    });
    await apiCreateProduct(request, token, {
      sku: `FLT-B-${unique}`,
      name: `Ridge Cap ${unique}`,
      category: 'Roofing',
      brand: 'Safal',
      unit: 'piece',
      price: '95000',
      location,
    });

    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Hardware Inventory' })).toBeVisible();
    await page.getByLabel('Location').selectOption(location);
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);

    await page.getByLabel('Brand').selectOption('Generic');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`Roofing Nails ${unique}`);
    await page.getByLabel('Brand').selectOption('All');

    await page.getByLabel(/Max Price/).fill('1000');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('KES 250');
    await page.getByLabel(/Max Price/).fill('500000');
    await page.getByLabel('Category').selectOption('Roofing');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('KES 95,000');
    await expect(cards.first().getByRole('img')).toHaveCSS('height', '200px');
  });

  test('Quick View turns the pictures on its own, by dragging and with the keys; Reserve adds one to the cart', async ({
    page,
    request,
    admin,
  }) => {
    const unique = `${Date.now()}`.slice(-6);
    const name = `Rotating Drill ${unique}`;
    const { token } = admin;
    await apiCreateProduct(
      request,
      token,
      {
        sku: `ROT-${unique}`,
        name,
        category: 'Tools',
        unit: 'set',
        price: '4200',
        size: '18V',
        location: `Bench ${unique}`,
      },
      [
        await pngFile('a.png', '#b91c1c'),
        await pngFile('b.png', '#15803d'),
        await pngFile('c.png', '#1d4ed8'),
      ],
    );

    await page.goto('/products');
    await page.getByLabel('Location').selectOption(`Bench ${unique}`);
    await page.getByRole('button', { name: `Quick View: ${name}` }).click();
    const modal = page.getByRole('dialog', { name });
    const viewer = modal.getByRole('group', { name: /image \d of 3/ });
    const shown = async () =>
      Number(/image (\d) of 3/.exec((await viewer.getAttribute('aria-label')) ?? '')?.[1]);
    await expect(viewer).toBeVisible();
    await expect(modal).toContainText('Flexible Payment Options');
    // It turns by itself every 1.2 s.
    const first = await shown();
    await expect.poll(shown, { timeout: 4000 }).toBe((first % 3) + 1);

    // The keys turn it too (focus holds the automatic turning, so each key is one step).
    await viewer.focus();
    const before = await shown();
    await page.keyboard.press('ArrowRight');
    await expect.poll(shown).toBe((before % 3) + 1);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(shown).toBe(before);

    // A drag of 15 px turns it by one; less does nothing.
    const box = (await viewer.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    const start = await shown();
    await page.mouse.move(box.x + box.width / 2 - 10, box.y + box.height / 2);
    await page.waitForTimeout(1500);
    expect(await shown()).toBe(start);
    await page.mouse.move(box.x + box.width / 2 - 16, box.y + box.height / 2);
    await expect.poll(shown).toBe((start % 3) + 1);
    await page.mouse.up();

    await modal.getByRole('button', { name: 'Reserve' }).click();
    await expect(page.getByText(`${name} reserved: 1 added to your cart.`)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Reserve ${name}` }).click();
    const nav = await mainNav(page);
    await expect(nav.getByLabel('2 items in cart')).toBeVisible();
  });

  test('a confirmation toast leaves the navbar free: the menu and the cart stay in reach', async ({
    page,
    request,
    admin,
  }) => {
    const unique = `${Date.now()}`.slice(-6);
    const name = `Toast Hammer ${unique}`;
    await apiCreateProduct(request, admin.token, {
      sku: `TST-${unique}`,
      name,
      category: 'Tools',
      unit: 'piece',
      price: '700',
    });
    await page.goto(`/products?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Reserve ${name}` }).click();
    const toast = page.getByText(`${name} reserved: 1 added to your cart.`);
    await expect(toast).toBeVisible();
    // A thumb resting on a toast pauses it; one lying over the navbar would keep it covered.
    const navbar = await page.locator('header').first().boundingBox();
    if (!navbar) throw new Error('the navbar has no box');
    // The toast slides in from above: where it comes to rest is what counts.
    const box = page.locator('[data-sonner-toast]');
    await expect
      .poll(async () => (await box.boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual(navbar.y + navbar.height);
    const shown = await toast.boundingBox();
    if (!shown) throw new Error('the toast has no box');
    await page.mouse.move(shown.x + shown.width / 2, shown.y + shown.height / 2);
    const nav = await mainNav(page);
    await expect(nav.getByLabel('1 items in cart')).toBeVisible();
    await expect(toast).toBeVisible();
  });

  test('shows an error with a retry button when the list cannot load', async ({ page }) => {
    let fail = true;
    // The page asks the API for one page of results (/api/products?page=...).
    await page.route(CATALOGUE_PAGE, (route) =>
      fail
        ? route.fulfill({
            status: 500,
            json: {
              message: 'Something went wrong on our side. Please try again.',
              code: 'INTERNAL_ERROR',
            },
          })
        : route.continue(),
    );
    await reachInsideApp(page, 'Products');
    await expect(page.getByRole('alert')).toContainText('We could not load the products.', {
      timeout: 15_000,
    });
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();
  });
  test('shows the loading text, then the empty text when nothing matches', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(CATALOGUE_PAGE, async (route) => {
      await held;
      await route.fulfill({ json: EMPTY_PAGE });
    });
    await reachInsideApp(page, 'Products');
    await expect(page.getByText('Loading hardware items...')).toBeVisible();
    release();
    await expect(page.getByText('No products found.')).toBeVisible();
    await expect(page.getByText('Loading hardware items...')).toBeHidden();
  });

  test('search finds Swahili words, keeps search, filters and page in the address, and the back button returns', async ({
    page,
    request,
    admin,
  }) => {
    const unique = `${Date.now()}`.slice(-6);
    const { token } = admin;
    const location = `Yard ${unique}`;
    for (const [i, gauge] of ['28', '30', '32'].entries())
      await apiCreateProduct(request, token, {
        sku: `MBT-${gauge}-${unique}`,
        name: `Iron Sheet Gauge ${gauge} ${unique}`,
        category: 'Roofing',
        brand: i === 0 ? 'Safal' : 'Mabati Rolling Mills',
        unit: 'piece',
        price: String(900 + i * 100),
        location,
      });

    // From the navbar on another page: the products page opens with the search in its address.
    await page.goto('/services');
    const nav = await mainNav(page);
    await nav.getByRole('searchbox', { name: 'Search products' }).fill(`mabati ${unique}`);
    await nav.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/products\\?q=mabati\\+${unique}$`));
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(page.getByText(`3 products for 'mabati ${unique}'`)).toBeVisible();
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue(`mabati ${unique}`);
    // Facet counts under the search.
    await expect(
      page.getByLabel('Brand').locator('option', { hasText: 'Mabati Rolling Mills (2)' }),
    ).toHaveCount(1);

    await page.getByLabel('Brand').selectOption('Mabati Rolling Mills');
    await expect(cards).toHaveCount(2);
    await expect(page).toHaveURL(/brand=Mabati\+Rolling\+Mills/);
    await page.getByLabel('Sort by').selectOption('price-desc');
    await expect(cards.first()).toContainText(`Gauge 32 ${unique}`);

    // A reload (or a shared link) shows the same view.
    await page.reload();
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(`Gauge 32 ${unique}`);
    await expect(page.getByLabel('Brand')).toHaveValue('Mabati Rolling Mills');

    // Back undoes one choice at a time.
    await page.goBack();
    await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
    await expect(cards).toHaveCount(2);
    await page.goBack();
    await expect(cards).toHaveCount(3);
    await expect(page.getByLabel('Brand')).toHaveValue('');

    // Paging: a page size of 2 in the address splits the three results.
    await page.goto(`/products?q=mabati+${unique}&sort=name&pageSize=2`);
    await expect(cards).toHaveCount(2);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`Gauge 32 ${unique}`);
    await page.goBack();
    await expect(cards).toHaveCount(2);

    // An address the page cannot read says so and still shows products.
    await page.goto('/products?pageSize=500');
    await expect(page.getByRole('alert')).toContainText('Page size must be between 1 and 48.');
    await expect(cards.first()).toBeVisible();
  });
});
