import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { adminSession, apiCreatePost, apiCreateProduct, openBeforeTakeOver } from '../support';

// Visitors on a slow phone choose, type and press before the page's script has taken the page
// over (docs/decisions/102). Each story opens the page on a throttled connection with the scripts
// held back, acts, checks it acted before take-over, then lets the scripts in: each choice is
// applied, nothing typed is lost, and each press takes effect exactly once.

function counted(page: Page, method: string, path: string) {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname === path) calls.push(r.url());
  });
  return calls;
}

let unique = '';
let productName = '';
test.beforeAll(async ({ request }) => {
  unique = `${Date.now()}`.slice(-6);
  const { token } = await adminSession(request);
  productName = `Early Trowel ${unique}`;
  await apiCreateProduct(request, token, {
    sku: `EARLY-${unique}`,
    name: productName,
    category: 'Tools',
    brand: `Early ${unique}`,
    unit: 'piece',
    price: '450',
  });
});

test.describe('the catalogue before take-over', () => {
  test('a Category chosen before take-over is applied when the page is taken over', async ({
    page,
  }) => {
    const early = await openBeforeTakeOver(page, '/products');
    await page.getByLabel('Category').selectOption('Tools');
    await early.notTakenOver();
    await early.release();
    await early.unthrottle();
    // The choice on screen is the one applied: in the address and in the list.
    await expect(page).toHaveURL(/[?&]category=Tools/);
    await expect(page.locator('[data-shown="category=Tools"]')).toBeVisible();
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) await expect(card).toContainText('Tools ·');
    await expect(page.getByLabel('Category')).toHaveValue('Tools');
  });

  test('a search typed and sent before take-over shows its results', async ({ page }) => {
    const early = await openBeforeTakeOver(page, '/products');
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(productName);
    await early.notTakenOver();
    // Sent before take-over, the form goes to the server, which answers with the results.
    await page.getByRole('searchbox', { name: 'Search', exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/products\?q=Early\+Trowel/);
    await early.release();
    await early.unthrottle();
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(cards.first()).toContainText(productName);
    await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue(
      productName,
    );
  });

  test('Reserve pressed twice before take-over puts the product in the cart once', async ({
    page,
  }) => {
    const early = await openBeforeTakeOver(page, `/products?brand=Early+${unique}`);
    const reserve = page.getByRole('button', { name: `Reserve ${productName}` });
    await reserve.click();
    await reserve.click();
    await early.notTakenOver();
    await expect(reserve).toHaveAttribute('data-waiting', '');
    await early.release();
    await early.unthrottle();
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[]),
      )
      .toHaveLength(1);
    const cart = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<{
          qty?: number;
          quantity?: number;
        }>,
    );
    expect(cart[0]?.qty ?? cart[0]?.quantity).toBe(1);
    await expect(reserve).not.toHaveAttribute('data-waiting');
  });

  test('Quick View pressed before take-over opens once the page is taken over', async ({
    page,
  }) => {
    const early = await openBeforeTakeOver(page, `/products?brand=Early+${unique}`);
    await page.getByRole('button', { name: `Quick View: ${productName}` }).click();
    await early.notTakenOver();
    await early.release();
    await early.unthrottle();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText(productName);
  });

  test('the menu button pressed before take-over opens the menu', async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 1280) >= 992, 'the menu button is for narrow screens');
    const early = await openBeforeTakeOver(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await early.notTakenOver();
    await early.release();
    await early.unthrottle();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Products' }),
    ).toBeVisible();
  });
});

test('the cart before take-over says it is opening, not that it is empty', async ({ page }) => {
  // The cart lives in the browser; the server draws the page without it.
  await page.goto(`/products?brand=Early+${unique}`);
  await page.getByRole('button', { name: `Reserve ${productName}` }).click();
  const early = await openBeforeTakeOver(page, '/cart');
  await expect(page.getByRole('status').filter({ hasText: 'Opening your cart...' })).toBeVisible();
  await expect(page.getByText('Your toolbox is empty')).toHaveCount(0);
  await early.notTakenOver();
  await early.release();
  await early.unthrottle();
  await expect(page.getByText(productName).first()).toBeVisible();
  await expect(page.getByText('Opening your cart...')).toHaveCount(0);
});

test.describe('forms before take-over', () => {
  test('a review typed and sent before take-over is posted once', async ({ page }) => {
    const posts = counted(page, 'POST', '/api/reviews');
    const early = await openBeforeTakeOver(page, '/');
    const name = `Early Reviewer ${unique}`;
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Message').fill('Typed before the page was ready.');
    await page.getByLabel('4 stars').check();
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await early.notTakenOver();
    await early.release();
    await early.unthrottle();
    await expect(page.getByText('Thank you! Your review has been posted.')).toBeVisible();
    await expect(page.getByTestId('review').filter({ hasText: name })).toHaveCount(1);
    expect(posts).toHaveLength(1);
  });

  test('a contact message typed and sent before take-over is sent once, by the server', async ({
    page,
  }) => {
    const posts = counted(page, 'POST', '/contact');
    const early = await openBeforeTakeOver(page, '/contact');
    await page.getByLabel('Full Name').fill('Early Visitor');
    await page.getByLabel('Email').fill('early@example.co.ke');
    await page.getByRole('textbox', { name: 'Message' }).fill(`Sent before take-over ${unique}`);
    await early.notTakenOver();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByText('Thank you! Your message has been sent. We will get back to you soon.'),
    ).toBeVisible();
    await early.release();
    await early.unthrottle();
    expect(posts).toHaveLength(1);
    await expect(page.getByRole('link', { name: 'Also send it on WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`Sent(%20|\\+)before(%20|\\+)take-over(%20|\\+)${unique}`),
    );
  });

  test('Like pressed before take-over by a visitor not signed in leads to the login page', async ({
    page,
    request,
  }) => {
    // Comments and reactions need a signed-in person, whom only the app knows: the server draws
    // 'Log in to comment' and no comment form, and a reaction asks to log in first.
    const post = await apiCreatePost(request, `Early Post ${unique}`, 'Typed early.', 0);
    const early = await openBeforeTakeOver(page, `/blog/${post.slug}`);
    await page.getByRole('button', { name: 'Like 0', exact: true }).click();
    await early.notTakenOver();
    await early.release();
    await early.unthrottle();
    await expect(page).toHaveURL(`/login?next=%2Fblog%2F${post.slug}`);
  });
});
