import { expect, test } from '../fixtures';
import { apiCreateProduct, mainNav } from '../support';

// The storefront in Kiswahili at /sw/ (docs/decisions/105): the page in Swahili from the server,
// taken over without a mismatch, its links staying in Swahili, the switch keeping the page and
// its query, and the choice remembered at `/`.

test('a Swahili visitor browses and filters the catalogue in Kiswahili', async ({
  page,
  request,
  admin,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  const unique = `${Date.now()}`.slice(-6);
  await apiCreateProduct(request, admin.token, {
    sku: `SW-${unique}`,
    name: `Mabati Gauge 30 ${unique}`,
    category: 'Roofing',
    unit: 'piece',
    price: '1500',
  });

  await page.goto('/sw/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Karibu /);
  await page.locator('html[data-ready]').waitFor();

  const nav = await mainNav(page, 'sw');
  for (const word of ['Nyumbani', 'Bidhaa', 'Huduma', 'Picha', 'Blogu', 'Wasiliana', 'Kikapu'])
    await expect(nav.getByRole('link', { name: word, exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Bidhaa', exact: true }).click();
  await expect(page).toHaveURL(/\/sw\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bidhaa za Hardware' })).toBeVisible();

  await page.getByLabel('Tafuta', { exact: true }).fill(`Gauge 30 ${unique}`);
  await page.getByRole('button', { name: 'Tafuta', exact: true }).last().click();
  await expect(page).toHaveURL(/\/sw\/products\?q=/);
  const card = page.getByRole('listitem').filter({ hasText: `Mabati Gauge 30 ${unique}` });
  await expect(card).toContainText('KSh 1,500');
  await expect(page.getByRole('heading', { level: 2, name: /^Bidhaa 1 za/ })).toBeVisible();

  await card.getByRole('button', { name: `Hifadhi Mabati Gauge 30 ${unique}` }).click();
  await expect(page.getByText('imehifadhiwa: 1 imeongezwa kwenye kikapu chako.')).toBeVisible();
  expect(errors.filter((e) => /hydrat|Minified React error/i.test(e))).toEqual([]);
});

test('the switch keeps the page and its query, and / remembers the choice', async ({ page }) => {
  await page.goto('/products?sort=newest');
  await page.locator('html[data-ready]').waitFor();
  await page.getByRole('contentinfo').getByTestId('language-switch').click();
  await expect(page).toHaveURL(/\/sw\/products\?sort=newest$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');

  await page.goto('/');
  await expect(page).toHaveURL(/\/sw\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Karibu /);

  await page.locator('html[data-ready]').waitFor();
  await page.getByRole('contentinfo').getByTestId('language-switch').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome to /);
  await page.goto('/');
  await expect(page).not.toHaveURL(/\/sw\//);
});

test('an unknown Swahili address answers in Swahili', async ({ page }) => {
  const res = await page.goto('/sw/hakuna-kitu');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Ukurasa haupatikani' })).toBeVisible();
});

test('the Swahili home page also opens with at most 100 KB of compressed script', async ({
  page,
}) => {
  await page.goto('/sw/');
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => new URL(r.name).pathname.endsWith('.js'))
      .map((r) => ({ file: new URL(r.name).pathname, bytes: r.encodedBodySize })),
  );
  // The page's language only: the Swahili messages and never the English ones.
  expect(scripts.some((s) => /\/assets\/sw-/.test(s.file))).toBe(true);
  expect(scripts.some((s) => /\/assets\/en-/.test(s.file))).toBe(false);
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  expect(total, JSON.stringify(scripts)).toBeLessThanOrEqual(100_000);
});

test('the navbar fits the screen for staff signed in, in both languages and in the admin area', async ({
  page,
  asAdmin,
}) => {
  await asAdmin('/products');
  for (const path of ['/products', '/sw/products', '/admin']) {
    await page.goto(path);
    await expect(page.locator('html[data-ready]')).toBeAttached();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(widths.page, path).toBe(widths.screen);
  }
  // The admin area has no Swahili twin, so it offers no switch.
  await expect(page.getByTestId('language-switch')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the page list at the top is in the page's language and stays in it", async ({ page }) => {
    await page.goto('/sw/');
    const blog = page
      .getByRole('banner')
      .getByRole('link', { name: 'Blogu', exact: true })
      .filter({ visible: true });
    await expect(blog).toHaveAttribute('href', '/sw/blog');
    await blog.click();
    await expect(page).toHaveURL(/\/sw\/blog$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  });
});
